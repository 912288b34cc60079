/*
 * The buyer's side: `GET /checkoutnow?token={order id}` (where PayPal's `payer-action`/`approve`
 * link leads), with Approve and Cancel buttons. Approve sends the browser to the order's
 * return_url with `token` and `PayerID` added, Cancel to its cancel_url with `token`, as PayPal does.
 */
import { awaitsBuyer } from './orders.mjs'

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

/** @param {string} title @param {string} main */
function page(title, main) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · local PayPal stand-in</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f5f7fa; color: #1a1a1a; }
  .banner { background: #fff3cd; border-bottom: 1px solid #e0c36c; padding: 12px 16px; text-align: center; }
  main { max-width: 420px; margin: 48px auto; background: #fff; border-radius: 12px; padding: 24px; box-shadow: 0 2px 12px #0002; }
  .amount { font-size: 2rem; font-weight: 700; margin: 8px 0 24px; }
  form { margin: 0; }
  button { width: 100%; padding: 12px; margin-top: 12px; border-radius: 24px; font-size: 1rem; cursor: pointer; }
  .approve { background: #ffc439; border: none; font-weight: 700; }
  .cancel { background: #fff; border: 1px solid #888; }
</style>
</head>
<body>
<p class="banner" role="note"><strong>Local PayPal stand-in</strong> — a test double of PayPal's checkout. No money moves.</p>
<main>${main}</main>
</body>
</html>`
}

/**
 * A subscription's approval page (where its `approve` link leads): Approve starts the monthly
 * billing, Cancel leaves it pending.
 * @param {{ approvalToken: string, price: { currency_code: string, value: string }, status: string }} subscription
 */
export function subscriptionApprovalPage(subscription) {
  const figure = `${subscription.price.value} ${subscription.price.currency_code} / month`
  const heading = `<h1>Subscribe with PayPal</h1><p class="amount">${escapeHtml(figure)}</p>`
  if (subscription.status !== 'APPROVAL_PENDING') {
    return page(
      'Subscription',
      `${heading}<p>This subscription is ${escapeHtml(subscription.status.toLowerCase())}.</p>`,
    )
  }
  const token = escapeHtml(subscription.approvalToken)
  const action = '/webapps/billing/subscriptions'
  const buttons = `
<form method="post" action="${action}/approve"><input type="hidden" name="ba_token" value="${token}"><button class="approve" type="submit">Agree &amp; Subscribe</button></form>
<form method="post" action="${action}/cancel"><input type="hidden" name="ba_token" value="${token}"><button class="cancel" type="submit">Cancel</button></form>`
  return page('Subscribe with PayPal', `${heading}${buttons}`)
}

/**
 * @param {import('./orders.mjs').Order} order
 */
export function approvalPage(order) {
  const { amount, description } = order.request
  const figure = `${amount.value} ${amount.currency_code}`
  const heading = `<h1>Pay with PayPal</h1>`
  const summary = `<p>${escapeHtml(description ?? `Order ${order.id}`)}</p><p class="amount">${escapeHtml(figure)}</p>`
  if (!awaitsBuyer(order)) {
    return page('Order', `${heading}${summary}<p>This order is already ${escapeHtml(order.status.toLowerCase())}.</p>`)
  }
  const token = escapeHtml(order.id)
  const buttons = `
<form method="post" action="/checkoutnow/approve"><input type="hidden" name="token" value="${token}"><button class="approve" type="submit">Approve</button></form>
<form method="post" action="/checkoutnow/cancel"><input type="hidden" name="token" value="${token}"><button class="cancel" type="submit">Cancel</button></form>`
  return page('Pay with PayPal', `${heading}${summary}${buttons}`)
}

/** @param {string} title @param {string} text */
export function messagePage(title, text) {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`)
}

/**
 * Where the browser goes after the buyer's choice: PayPal adds its parameters to the merchant's URL.
 * @param {string} merchantUrl
 * @param {Record<string, string>} parameters
 */
export function withParameters(merchantUrl, parameters) {
  const url = new URL(merchantUrl)
  for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value)
  return url.toString()
}
