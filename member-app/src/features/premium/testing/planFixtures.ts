import type { PlansResponse } from '@dilemma/api-client'

/** `GET /plans` as the server answers it with PayPal's stand-in (a demo). */
export const demoPlans: PlansResponse = {
  success: true,
  demo: true,
  plans: [
    {
      id: 'basic',
      role: 'user',
      price: 0,
      originalPrice: null,
      currency: 'EUR',
      interval: 'month',
      postsPerDay: 2,
      mostPopular: false,
      features: ['plans.features.postsPerDay', 'plans.features.optionsAB'],
    },
    {
      id: 'pro',
      role: 'prouser',
      price: 4.99,
      originalPrice: 9.99,
      currency: 'EUR',
      interval: 'month',
      postsPerDay: 5,
      mostPopular: true,
      features: ['plans.features.postsPerDay', 'plans.features.optionsABCD', 'plans.features.aiAnalysis'],
    },
    {
      id: 'enterprise',
      role: 'premiumuser',
      price: 9.99,
      originalPrice: 19.99,
      currency: 'EUR',
      interval: 'month',
      postsPerDay: 10,
      mostPopular: false,
      features: ['plans.features.postsPerDay', 'plans.features.earlyAccess'],
    },
  ],
}
