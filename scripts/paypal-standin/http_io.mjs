/*
 * Reading requests and writing responses for the PayPal stand-in (node:http only).
 */
import { randomBytes } from 'node:crypto'

/** @param {import('node:http').IncomingMessage} request */
export async function readBody(request) {
  const chunks = []
  for await (const chunk of request) chunks.push(chunk)
  return Buffer.concat(chunks).toString('utf8')
}

/** A PayPal-like correlation id, sent as `Paypal-Debug-Id` and as `debug_id` in error bodies. */
export function newDebugId() {
  return randomBytes(7).toString('hex')
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {unknown} body
 * @param {string} [debugId]
 */
export function sendJson(response, status, body, debugId = newDebugId()) {
  response.writeHead(status, { 'content-type': 'application/json', 'paypal-debug-id': debugId })
  response.end(JSON.stringify(body))
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {string} html
 */
export function sendHtml(response, status, html) {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
  response.end(html)
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {string} location
 */
export function redirect(response, location) {
  response.writeHead(303, { location }).end()
}

/** A random id in PayPal's style: upper-case letters and digits. */
export function paypalStyleId(length = 17) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
  return Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('')
}
