/*
 * A completed payment becomes a paid period: 30 days from the capture, or 30 more days on a
 * running period of the same plan (the same subscription). Another plan starts its own
 * subscription and replaces the running one. The member's role and plan_expires_at follow; her
 * trial ends, as a paid plan has started.
 */
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Subscription from '#models/subscription'
import User from '#models/user'
import type Payment from '#models/payment'
import { PLAN_PERIOD_DAYS } from '#services/payments/plans'
import { toSqlDateTime } from '#services/sql/sql_datetime'

export async function startPaidPeriod(
  trx: TransactionClientContract,
  payment: Payment,
  now: DateTime,
): Promise<Subscription> {
  const user = await User.query({ client: trx }).where('id', payment.userId).forUpdate().firstOrFail()
  const running = await Subscription.query({ client: trx })
    .where('user_id', payment.userId)
    .whereIn('status', ['active', 'cancelled'])
    .where('current_period_end', '>', toSqlDateTime(now))
    .orderBy('current_period_end', 'desc')
    .forUpdate()

  let subscription = running.find((row) => row.plan === payment.plan)
  for (const other of running) {
    if (other === subscription) continue
    other.merge({ status: 'expired', currentPeriodEnd: now })
    await other.save()
  }
  if (subscription) {
    subscription.merge({
      status: 'active',
      cancelledAt: null,
      currentPeriodEnd: subscription.currentPeriodEnd!.plus({ days: PLAN_PERIOD_DAYS }),
    })
    await subscription.save()
  } else {
    subscription = new Subscription().useTransaction(trx)
    subscription.merge({
      userId: payment.userId,
      provider: 'dilemma',
      plan: payment.plan,
      status: 'active',
      currentPeriodEnd: now.plus({ days: PLAN_PERIOD_DAYS }),
    })
    await subscription.save()
  }

  user.useTransaction(trx)
  user.merge({ role: payment.plan, planExpiresAt: subscription.currentPeriodEnd, trialEndsAt: null })
  await user.save()
  return subscription
}
