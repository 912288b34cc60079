/*
 * PayPal's REST error bodies: `{ name, message, debug_id, details: [{ field?, location?, issue,
 * description }], links }` for the REST APIs (checkout_orders_v2.json, error_400/401/404/422 in
 * paypal/paypal-rest-api-specifications), `{ error, error_description }` for the OAuth 2 token call.
 */
import { newDebugId, sendJson } from './http_io.mjs'

const ERROR_STATUS = {
  INVALID_REQUEST: { status: 400, message: 'Request is not well-formed, syntactically incorrect, or violates schema.' },
  AUTHENTICATION_FAILURE: {
    status: 401,
    message: 'Authentication failed due to missing authorization header, or invalid authentication credentials.',
  },
  RESOURCE_NOT_FOUND: { status: 404, message: 'The specified resource does not exist.' },
  UNPROCESSABLE_ENTITY: {
    status: 422,
    message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
  },
}

/**
 * @typedef {{ issue: string, description: string, field?: string, location?: 'body' | 'header' | 'path' }} ErrorDetail
 * @typedef {keyof typeof ERROR_STATUS} ErrorName
 * @typedef {{ href: string, rel: string, method: string }} Link
 */

/** Thrown by request handlers; the server answers it in PayPal's error shape. */
export class PayPalProblem extends Error {
  /**
   * @param {ErrorName} name
   * @param {ErrorDetail[]} details
   * @param {Link[]} links HATEOAS links of the error (e.g. `payer-action` after INSTRUMENT_DECLINED)
   */
  constructor(name, details = [], links = []) {
    super(ERROR_STATUS[name].message)
    this.errorName = name
    this.details = details
    this.links = links
  }
}

/** @param {string} field */
export function missingParameter(field) {
  return new PayPalProblem('INVALID_REQUEST', [
    { field, location: 'body', issue: 'MISSING_REQUIRED_PARAMETER', description: 'A required parameter is missing.' },
  ])
}

/** @param {string} issue @param {string} description @param {string} [field] */
export function invalidRequest(issue, description, field) {
  return new PayPalProblem('INVALID_REQUEST', [{ issue, description, ...(field ? { field, location: 'body' } : {}) }])
}

/** @param {string} issue @param {string} description @param {string} [field] @param {Link[]} [links] */
export function unprocessable(issue, description, field, links) {
  return new PayPalProblem(
    'UNPROCESSABLE_ENTITY',
    [{ issue, description, ...(field ? { field, location: 'body' } : {}) }],
    links,
  )
}

export function resourceNotFound() {
  return new PayPalProblem('RESOURCE_NOT_FOUND', [
    {
      issue: 'INVALID_RESOURCE_ID',
      description: 'Specified resource ID does not exist. Please check the resource ID and try again.',
      location: 'path',
    },
  ])
}

export function authenticationFailure() {
  return new PayPalProblem('AUTHENTICATION_FAILURE')
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {PayPalProblem} problem
 */
export function sendProblem(response, problem) {
  const debugId = newDebugId()
  const { status, message } = ERROR_STATUS[problem.errorName]
  const body = { name: problem.errorName, message, debug_id: debugId }
  const details = problem.details.length ? { details: problem.details } : {}
  const links = problem.links.length ? { links: problem.links } : {}
  sendJson(response, status, { ...body, ...details, ...links }, debugId)
}
