// scripts/controller-answers.mjs (part of `npm run lint`): every JSON answer of a controller is a
// `satisfies` expression against its contract type; redirects, images, HTML and errors are not JSON.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { controllerAnswers } from '../controller-answers.mjs'

const WIRE = "import type * as Wire from '@dilemma/contract'"
const controller = (...body) => ['export default class ExampleController {', ...body, '}'].join('\n')
const withWire = (...parts) => [WIRE, ...parts].join('\n')
const unchecked = (text, readController) =>
  controllerAnswers('backend/app/controllers/example_controller.ts', text, readController)
    .filter((answer) => !answer.checked)
    .map(({ line, text }) => `${line}: ${text}`)
const countOf = (text, readController) =>
  controllerAnswers('backend/app/controllers/example_controller.ts', text, readController).length

test('catches returned objects, action results and response bodies without `satisfies`', () => {
  const source = controller(
    '  async show() {',
    '    return { success: true, post }',
    '  }',
    '  async index(ctx) {',
    '    return listFeed(await feedOf(ctx))',
    '  }',
    '  async store({ response }) {',
    '    return response.created({ success: true, post })',
    '  }',
    '  async move(ctx) {',
    '    return ctx.response.status(201).json({ success: true, tag })',
    '  }',
  )
  assert.deepEqual(unchecked(source), [
    '3: { success: true, post }',
    '6: listFeed(await feedOf(ctx))',
    '9: { success: true, post }',
    '12: { success: true, tag }',
  ])
})

test('accepts `satisfies` answers, in returns, response calls and whole conditionals', () => {
  const source = withWire(
    controller(
      '  async show() {',
      '    return { success: true, post } satisfies Wire.PostResponse',
      '  }',
      '  async index(ctx) {',
      '    return (await listFeed(ctx)) satisfies Wire.FeedPage',
      '  }',
      '  async store({ response }) {',
      '    return response.created({ success: true, post } satisfies Wire.PostResponse)',
      '  }',
      '  async toggle(ctx) {',
      '    return (popup ? { success: true, popup } : DRY_RUN_PASSED) satisfies Wire.DryRun<Wire.PopupResponse>',
      '  }',
    ),
  )
  assert.deepEqual(unchecked(source), [])
  assert.equal(countOf(source), 4)
})

test('reads each branch of an unchecked conditional as an answer of its own', () => {
  const source = controller('  async destroy(ctx) {', '    return deleted ? { success: true } : DRY_RUN_PASSED', '  }')
  assert.deepEqual(unchecked(source), ['3: { success: true }', '3: DRY_RUN_PASSED'])
})

test('accepts a constant declared with `satisfies`, here or in another controller file', () => {
  const moderator = withWire(
    'export const DRY_RUN_PASSED = { success: true, dryRun: true } satisfies Wire.DryRunResponse',
  )
  const source = [
    "import type { HealthStatus } from '@dilemma/contract'",
    "import { DRY_RUN_PASSED } from '#controllers/moderator'",
    controller(
      '  async approve(ctx) {',
      '    if (!post) return DRY_RUN_PASSED',
      '    const body = { status: "ok" } satisfies HealthStatus',
      '    return ok ? response.ok(body) : response.serviceUnavailable(body)',
      '  }',
    ),
  ].join('\n')
  const read = (specifier) => (specifier === '#controllers/moderator' ? moderator : null)
  assert.deepEqual(unchecked(source, read), [])
  assert.deepEqual(unchecked(source), ['5: DRY_RUN_PASSED'])
})

test('counts a `satisfies` against a type of its own making as unchecked', () => {
  const source = withWire(
    'interface Local { success: boolean }',
    controller(
      '  async show() {',
      '    return { success: true } satisfies Local',
      '  }',
      '  async index() {',
      '    return { success: true } satisfies { success: boolean }',
      '  }',
    ),
  )
  assert.deepEqual(unchecked(source), [
    '5: { success: true } satisfies Local',
    '8: { success: true } satisfies { success: boolean }',
  ])
})

test('follows helpers: `this.other(ctx)` and a function of the file are checked where they answer', () => {
  const source = [
    'function answerOf(post) {',
    '  return { success: true, post }',
    '}',
    'function titleOf(post) {',
    '  return { title: post.title }',
    '}',
    controller(
      '  async liked(ctx) {',
      '    return this.list(ctx)',
      '  }',
      '  async show(ctx) {',
      '    return answerOf(titleOf(ctx.post))',
      '  }',
      '  private async list(ctx) {',
      '    return listUserPosts(ctx)',
      '  }',
    ),
  ].join('\n')
  assert.deepEqual(unchecked(source), ['2: { success: true, post }', '15: listUserPosts(ctx)'])
})

test('leaves redirects, streams, images, HTML and text with their own content type alone', () => {
  const source = [
    'function sendCard(response, png) {',
    "  response.header('Content-Type', 'image/png')",
    '  return response.send(png)',
    '}',
    controller(
      '  async callback({ response }) {',
      "    return response.redirect('/auth-success')",
      '  }',
      '  async card(ctx) {',
      '    return sendCard(ctx.response, png)',
      '  }',
      '  async page({ response }) {',
      "    return response.status(400).type('html').send(page())",
      '  }',
      '  async metrics({ response }) {',
      "    response.header('content-type', registry.contentType)",
      '    return registry.metrics()',
      '  }',
      '  async download({ response }) {',
      "    response.header('Cache-Control', 'no-store')",
      '    response.stream(archive)',
      '  }',
    ),
  ].join('\n')
  assert.deepEqual(unchecked(source), [])
  assert.equal(countOf(source), 0)
})
