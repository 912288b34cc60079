import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace paypal:plans`: finds or creates, at the configured PayPal (PAYPAL_BASE_URL or the
 * mode's host), the product and the monthly billing plan of Pro and Premium at the plan table's
 * prices, and prints their ids for PAYPAL_PLAN_ID_PRO / PAYPAL_PLAN_ID_PREMIUM. Idempotent.
 */
export default class PayPalPlans extends BaseCommand {
  static commandName = 'paypal:plans'
  static description = 'Find or create the PayPal product and monthly billing plan of each paid plan'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { paypalClient } = await import('#services/payments/paypal/paypal_client')
    const { provisionPayPalPlan } = await import('#services/payments/paypal_plans')
    const paypal = paypalClient()
    if (!paypal) {
      this.logger.error('PayPal is not configured: set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET')
      this.exitCode = 1
      return
    }
    const pro = await provisionPayPalPlan(paypal, 'prouser')
    const premium = await provisionPayPalPlan(paypal, 'premiumuser')
    this.logger.log(`PAYPAL_PLAN_ID_PRO=${pro}`)
    this.logger.log(`PAYPAL_PLAN_ID_PREMIUM=${premium}`)
  }
}
