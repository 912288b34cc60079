/*
 * The one layout of Dilemma's mails: a greeting, a few lines, one button with its link, and a
 * closing note. Templates only provide the translated words.
 */
export interface LinkMailWords {
  subject: string
  greeting: string
  lines: string[]
  button: string
  /** Shown under the button, e.g. how long the link is valid. */
  note: string
}

export interface RenderedMail {
  subject: string
  text: string
  html: string
  /** Extra header lines, e.g. List-Unsubscribe. */
  headers?: Record<string, string>
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!)
}

export function renderLinkMail(words: LinkMailWords, link: string): RenderedMail {
  const text = [
    words.greeting,
    '',
    ...words.lines,
    '',
    `${words.button}: ${link}`,
    '',
    words.note,
    '',
    '— Dilemma',
  ].join('\n')
  const paragraphs = words.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')
  const html = `<!doctype html>
<html><body style="font-family: Arial, sans-serif; color: #2b2b2b; line-height: 1.5">
<p>${escapeHtml(words.greeting)}</p>
${paragraphs}
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #d6336c; color: #ffffff; border-radius: 6px; text-decoration: none">${escapeHtml(words.button)}</a></p>
<p style="font-size: 13px; color: #666666">${escapeHtml(words.note)}<br>${escapeHtml(link)}</p>
<p>— Dilemma</p>
</body></html>`
  return { subject: words.subject, text, html }
}
