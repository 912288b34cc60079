import type * as Wire from '@dilemma/contract'
import { planTable } from '#services/payments/plan_table'
import { endExpiredPeriodsPeriodically } from '#sweeps/period_end'

/** GET /plans: the server's plan table, public (the pricing page and the FAQ read it). */
export default class PlansController {
  async index() {
    await endExpiredPeriodsPeriodically()
    return (await planTable()) satisfies Wire.PlansResponse
  }
}
