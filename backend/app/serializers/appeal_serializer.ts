import type * as Wire from '@dilemma/contract'
import type Appeal from '#models/appeal'
import type ModerationDecision from '#models/moderation_decision'
import type User from '#models/user'

const iso = (date: { toUTC: () => { toISO: () => string | null } } | null) => date?.toUTC().toISO() ?? null
const account = (user: User | null | undefined) => (user ? { id: user.id, username: user.username } : null)

export const AppealSerializer = {
  /** A row of the console's "Appeals" list: her appeal, its decision, and the answer once given. */
  forConsole(appeal: Appeal, decision: ModerationDecision): Wire.AdminAppeal {
    return {
      id: appeal.id,
      status: appeal.status,
      text: appeal.text,
      created_at: iso(appeal.createdAt)!,
      member: account(appeal.member),
      decision: {
        id: decision.id,
        kind: decision.kind,
        reason: decision.reason,
        note: decision.note,
        decided_at: iso(decision.createdAt)!,
        decided_by: account(decision.decider),
        post_id: decision.postId,
        post_title: decision.postTitle,
        reversed_at: iso(decision.reversedAt),
      },
      answer: appeal.answer,
      answered_by: account(appeal.answerer),
      answered_at: iso(appeal.answeredAt),
    }
  },

  /** Her appeal, as her notice shows it. */
  forMember(appeal: Appeal): Wire.NoticeAppeal {
    return { status: appeal.status, answer: appeal.answer, decided_at: iso(appeal.answeredAt) }
  },
}
