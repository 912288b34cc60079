import type { Role } from '#rules/roles'
import { LANGUAGES, type Language } from '#services/i18n/languages'

export const DEMO_PASSWORD = 'dilemma-demo'

export interface DemoAccount {
  username: string
  email: string
  role: Role
  bio: string | null
  language: Language
}

/** The demo logins printed by `npm start`. */
export const DEMO_LOGINS: DemoAccount[] = [
  { username: 'admin', email: 'admin@dilemma.local', role: 'admin', bio: 'Moderation team', language: 'de' },
  {
    username: 'premium_paula',
    email: 'premium@dilemma.local',
    role: 'premiumuser',
    bio: 'Mum of three, loves planning.',
    language: 'en',
  },
  {
    username: 'pro_petra',
    email: 'pro@dilemma.local',
    role: 'prouser',
    bio: 'Zwei Kinder, ein Hund, kein Plan.',
    language: 'de',
  },
  { username: 'mia_member', email: 'member@dilemma.local', role: 'user', bio: null, language: 'tr' },
]

/** Twenty basic members who vote, like and save, and ask some of the polls. */
export const DEMO_VOTERS: DemoAccount[] = Array.from({ length: 20 }, (_, index) => {
  const number = String(index + 1).padStart(2, '0')
  return {
    username: `member${number}`,
    email: `member${number}@dilemma.local`,
    role: 'user' as const,
    bio: null,
    language: LANGUAGES[index % LANGUAGES.length]!,
  }
})

export const DEMO_ACCOUNTS: DemoAccount[] = [...DEMO_LOGINS, ...DEMO_VOTERS]

export const DEMO_INVITATIONS = ['invited1@dilemma.local', 'invited2@dilemma.local', 'invited3@dilemma.local']
