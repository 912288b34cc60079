import { test } from '@japa/runner'
import { sentForm, sharedJsonBody, type SentForm } from '#services/http/shared_json_bodies'

/** `body`'s form `form`, counting how often it had to be made. */
function formCounter() {
  let made = 0
  const form = (body: object, name: SentForm) =>
    sentForm(body, name, () => {
      made += 1
      return Buffer.from(`${name} ${made}`)
    })
  return { form, made: () => made }
}

test.group('Shared JSON bodies', () => {
  test('a shared body is made into each form once, and frozen', ({ assert }) => {
    const body = sharedJsonBody({ posts: [], total: 0 })
    const { form, made } = formCounter()

    const json = form(body, 'json')
    assert.strictEqual(form(body, 'json'), json)
    assert.notStrictEqual(form(body, 'br'), json)
    assert.strictEqual(form(body, 'br'), form(body, 'br'))
    assert.equal(made(), 2)
    assert.isTrue(Object.isFrozen(body))
  })

  test('any other body is made into its form for every request', ({ assert }) => {
    const body = { posts: [], total: 0 }
    const { form, made } = formCounter()

    form(body, 'json')
    form(body, 'json')
    assert.equal(made(), 2)
    assert.isFalse(Object.isFrozen(body))
  })
})
