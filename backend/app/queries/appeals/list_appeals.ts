import type * as Wire from '@dilemma/contract'
import Appeal from '#models/appeal'
import ModerationDecision from '#models/moderation_decision'
import { AppealSerializer } from '#serializers/appeal_serializer'
import { pageWindow, paginationOf } from '#services/moderation/console_pages'
import type { AdminAppealsQuery } from '#validators/moderation'

function appealsWith(status: NonNullable<AdminAppealsQuery['status']>) {
  const query = Appeal.query()
  return status === 'all' ? query : query.where('status', status)
}

/** GET /admin/appeals: one page of appeals, pending ones by default, the oldest first (as they wait). */
export async function listAppeals(filters: AdminAppealsQuery): Promise<Omit<Wire.AdminAppealsPage, 'success'>> {
  const status = filters.status ?? 'pending'
  const window = pageWindow(filters)
  const [appeals, counted] = await Promise.all([
    appealsWith(status)
      .preload('member')
      .preload('answerer')
      .orderBy('created_at', status === 'pending' ? 'asc' : 'desc')
      .orderBy('id', 'asc')
      .offset(window.offset)
      .limit(window.limit),
    appealsWith(status).count('* as total').first(),
  ])
  const decisions = await ModerationDecision.query()
    .whereIn(
      'id',
      appeals.map((appeal) => appeal.decisionId),
    )
    .preload('decider')
  const decisionOf = new Map(decisions.map((decision) => [decision.id, decision]))
  return {
    appeals: appeals.map((appeal) => AppealSerializer.forConsole(appeal, decisionOf.get(appeal.decisionId)!)),
    pagination: paginationOf(Number(counted?.$extras.total ?? 0), window),
  }
}
