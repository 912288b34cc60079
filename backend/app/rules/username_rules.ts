/*
 * What makes a username one visible name, so nobody can pose as another member or the team: it is
 * stored in NFKC form (fullwidth and other compatibility letters become plain ones), it holds no
 * character a reader cannot see, and names that look alike share one confusable skeleton (Unicode
 * TR39), which the users table keeps unique and which may not be that of a reserved name.
 */
import { createHash } from 'node:crypto'
import confusables from 'unicode-confusables'
import { accountErrors } from '#exceptions/account_errors'

/** Names a member might take for the team's; their lookalikes are refused too. */
const RESERVED_USERNAMES = ['admin', 'moderator', 'dilemma', 'support'] as const

/**
 * Control, format (zero-width joiners, direction marks and overrides), private-use, unassigned and
 * surrogate characters, line and paragraph separators, default-ignorable fillers (such as U+3164),
 * the blank braille pattern, and any whitespace but the plain space.
 */
const HIDDEN_CHARACTER = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]|(?! )\s/u
const HIDDEN_CHARACTERS = new RegExp(HIDDEN_CHARACTER.source, 'gu')

/** The form a username is stored and compared in. */
export function canonicalUsername(input: string): string {
  return input.normalize('NFKC').trim()
}

export function hasHiddenCharacters(username: string): boolean {
  return HIDDEN_CHARACTER.test(username)
}

/**
 * A name built from free text (a Google display name): line breaks and tabs become spaces, hidden
 * characters and "@" (which tells e-mails from usernames at login) are dropped, spaces collapse.
 */
export function usernameFromText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\s/gu, ' ')
    .replace(HIDDEN_CHARACTERS, '')
    .replace(/@/g, '')
    .replace(/ {2,}/g, ' ')
    .trim()
}

/**
 * The TR39 skeleton of the lowercased name, so that lookalikes collide the way letter cases
 * already do (`username_normalized`). Internal only: never shown.
 */
function usernameSkeleton(username: string): string {
  const folded = canonicalUsername(username).toLowerCase().normalize('NFD')
  return confusables.rectifyConfusion(folded).normalize('NFD')
}

/** A skeleton can be several times longer than its name: its hash keeps the unique index small. */
export function usernameSkeletonHash(username: string): string {
  return createHash('sha256').update(usernameSkeleton(username)).digest('hex')
}

const RESERVED_SKELETONS = new Set(RESERVED_USERNAMES.map(usernameSkeleton))

/** A reserved name, or a lookalike of one, is as taken as a member's. */
export function refuseReservedUsername(username: string) {
  if (RESERVED_SKELETONS.has(usernameSkeleton(username))) throw accountErrors.usernameTaken()
}
