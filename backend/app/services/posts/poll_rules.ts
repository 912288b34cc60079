/*
 * The rules of a poll as pure functions: limits, which options exist, when it accepts votes,
 * which status a reader sees, and the daily post allowance. The database enforces the same
 * rules atomically (cast_vote.ts); these answer the questions before and after.
 */
import { DateTime } from 'luxon'
import { POST_LIMITS } from '@dilemma/contract/limits'
import { OPTION_LETTERS, type OptionLetter, type PostStatus } from '#models/post'
import { PAID_ROLES, type Role } from '#rules/roles'
import type { FieldError } from '#exceptions/api_exception'
import { planOfRole } from '#services/payments/plans'

export const VOTE_LIMIT_RANGE = POST_LIMITS.voteLimit
export const TIME_LIMIT_HOURS_RANGE = POST_LIMITS.timeLimitHours

/** Posts per calendar day, from the plan table; null is unlimited. */
export const DAILY_POST_LIMITS: Record<Role, number | null> = {
  user: planOfRole('user').postsPerDay,
  prouser: planOfRole('prouser').postsPerDay,
  premiumuser: planOfRole('premiumuser').postsPerDay,
  admin: null,
}

export interface PollState {
  status: PostStatus
  voteLimit: number | null
  timeLimit: DateTime | null
  totalVotes: number
}

export function isValidVoteLimit(value: number): boolean {
  return Number.isInteger(value) && value % 2 === 1 && value >= VOTE_LIMIT_RANGE.min && value <= VOTE_LIMIT_RANGE.max
}

/** True once a time-limited poll's deadline has passed, whatever the stored status says. */
export function isPastDeadline(poll: Pick<PollState, 'timeLimit'>, now: DateTime): boolean {
  return poll.timeLimit !== null && poll.timeLimit <= now
}

/** The status a reader sees: an active poll past its deadline is passive before the sweep runs. */
export function effectiveStatus(poll: PollState, now: DateTime = DateTime.utc()): PostStatus {
  return poll.status === 'active' && isPastDeadline(poll, now) ? 'passive' : poll.status
}

export function acceptsVotes(poll: PollState, now: DateTime = DateTime.utc()): boolean {
  if (effectiveStatus(poll, now) !== 'active') return false
  return poll.voteLimit === null || poll.totalVotes < poll.voteLimit
}

/** The options a poll offers: A and B always, C and D when they have text. */
export function optionLettersOf(options: Record<OptionLetter, string | null>): OptionLetter[] {
  return OPTION_LETTERS.filter((letter) => Boolean(options[letter]))
}

export interface PollShape {
  voteLimit?: number
  timeLimitHours?: number
  optionC?: string
  optionD?: string
  images: Partial<Record<OptionLetter, unknown>>
}

/**
 * Rules across fields: exactly one limit (an admin may leave both out for an open-ended poll,
 * as the admin console's saved AI questions do), an odd vote limit, D only after C, and an
 * image only for an option that exists.
 */
export function pollShapeErrors(shape: PollShape, role: Role): FieldError[] {
  const errors: FieldError[] = []
  const hasVoteLimit = shape.voteLimit !== undefined
  const hasTimeLimit = shape.timeLimitHours !== undefined
  if (hasVoteLimit && hasTimeLimit) {
    errors.push({
      field: 'time_limit',
      rule: 'exactlyOneLimit',
      message: 'Choose either a vote limit or a time limit, not both.',
    })
  } else if (!hasVoteLimit && !hasTimeLimit && role !== 'admin') {
    errors.push({ field: 'vote_limit', rule: 'exactlyOneLimit', message: 'Choose a vote limit or a time limit.' })
  }
  if (hasVoteLimit && !isValidVoteLimit(shape.voteLimit!)) {
    errors.push({
      field: 'vote_limit',
      rule: 'oddVoteLimit',
      message: `The vote limit must be an odd number from ${VOTE_LIMIT_RANGE.min} to ${VOTE_LIMIT_RANGE.max}.`,
    })
  }
  if (shape.optionD && !shape.optionC) {
    errors.push({ field: 'option_d', rule: 'requiresOptionC', message: 'Option D needs option C.' })
  }
  const present: Record<OptionLetter, boolean> = {
    a: true,
    b: true,
    c: Boolean(shape.optionC),
    d: Boolean(shape.optionD),
  }
  for (const letter of OPTION_LETTERS) {
    if (shape.images[letter] !== undefined && !present[letter]) {
      errors.push({
        field: `image_${letter}`,
        rule: 'requiresOption',
        message: `Image ${letter.toUpperCase()} needs option ${letter.toUpperCase()}.`,
      })
    }
  }
  return errors
}

/** Options C/D, images and the AI analysis are paid features. */
export function usesPaidFeatures(shape: PollShape & { aiEnabled?: boolean }): boolean {
  return Boolean(
    shape.optionC ||
    shape.optionD ||
    shape.aiEnabled ||
    Object.values(shape.images).some((image) => image !== undefined),
  )
}

export function mayUsePaidFeatures(role: Role): boolean {
  return PAID_ROLES.includes(role)
}

/** The calendar day (in `timezone`) that `now` falls in, as UTC bounds. */
export function allowanceDay(now: DateTime, timezone: string): { startsAt: DateTime; resetsAt: DateTime } {
  const local = now.setZone(timezone)
  return { startsAt: local.startOf('day').toUTC(), resetsAt: local.startOf('day').plus({ days: 1 }).toUTC() }
}
