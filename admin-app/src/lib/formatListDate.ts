// The users and posts lists show dates in the Turkish locale, whatever the console's language
// (admin-spec §9): e.g. 06.03.2026.
const turkishDate = new Intl.DateTimeFormat('tr-TR', { day: '2-digit', month: '2-digit', year: 'numeric' })

/** An ISO date of the admin lists as shown there. */
export function formatListDate(iso: string): string {
  return turkishDate.format(new Date(iso))
}
