import { randomUUID } from 'node:crypto'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import { createUser } from '#tests/helpers/users'
import { markedJpeg } from '#tests/helpers/images'
import { Multipart, answerToHeaders, temporaryFilesHolding } from '#tests/helpers/multipart'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { agentFor, resetPolls } from '#tests/helpers/polls'
import { FORM_FIELDS_BYTES, MAX_IMAGE_BYTES } from '#services/http/upload_routes'

const MULTIPART = 'multipart/form-data; boundary=dilemma-boundary'
const FIRST_PART = Buffer.from(
  '--dilemma-boundary\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\n',
)
const VALID_POLL = {
  title: 'Coffee or tea?',
  description: 'Mornings',
  option_a: 'Coffee',
  option_b: 'Tea',
  vote_limit: '11',
}

test.group('Hardening: uploaded files never stay in the temporary folder', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('an accepted upload leaves no temporary file', async ({ client, assert }) => {
    const marker = randomUUID()
    const agent = await agentFor(client, await createUser())

    const response = await agent.send(
      'put',
      '/api/users/me',
      new Multipart({}, { avatar: { contents: await markedJpeg(marker), filename: 'a.jpg' } }),
    )

    response.assertStatus(200)
    assert.deepEqual(await temporaryFilesHolding(marker), [])
  })

  test('refused uploads leave no temporary file: invalid fields, not an image, anonymous, no CSRF token', async ({
    client,
    assert,
  }) => {
    const marker = randomUUID()
    const photo = { contents: await markedJpeg(marker), filename: 'photo.jpg' }
    const member = await agentFor(client, await createUser())
    const admin = await agentFor(client, await createUser({ role: 'admin' }))
    const guest = await CookieAgent.open(client)

    const invalidFields = await member.send('post', '/api/posts', new Multipart({ title: '' }, { image_a: photo }))
    const notAnImage = await admin.send(
      'post',
      '/api/popups',
      new Multipart({}, { image: { contents: Buffer.from(`${marker} is no picture`), filename: 'x.png' } }),
    )
    const anonymous = await guest.send('post', '/api/posts', new Multipart(VALID_POLL, { image_a: photo }))
    const forged = await member.send('post', '/api/posts', new Multipart(VALID_POLL, { image_a: photo }), {
      csrf: false,
    })

    invalidFields.assertStatus(422)
    invalidFields.assertBodyContains({ success: false, code: 'VALIDATION_ERROR' })
    notAnImage.assertStatus(422)
    notAnImage.assertBodyContains({ success: false, code: 'INVALID_IMAGE' })
    anonymous.assertStatus(401)
    forged.assertStatus(403)
    forged.assertBodyContains({ success: false, code: 'CSRF_MISMATCH' })
    assert.deepEqual(await temporaryFilesHolding(marker), [])
  })

  test('a multipart body on a route that takes no files is refused from its headers (415)', async ({ assert }) => {
    // 25 MB are announced but only the first bytes are sent: the answer comes from the headers.
    const answer = await answerToHeaders(
      'POST',
      '/api/auth/forgot-password',
      { 'content-type': MULTIPART, 'content-length': 25 * 1024 * 1024 },
      FIRST_PART,
    )

    assert.equal(answer.status, 415)
    assert.containsSubset(answer.body, { success: false, code: 'UNSUPPORTED_MEDIA_TYPE' })
  })

  test('an upload bigger than its route takes is refused from its Content-Length (413) before it is read', async ({
    assert,
  }) => {
    const oneImageForm = MAX_IMAGE_BYTES + FORM_FIELDS_BYTES
    const fourImagesForm = 4 * MAX_IMAGE_BYTES + FORM_FIELDS_BYTES

    const avatar = await answerToHeaders(
      'PUT',
      '/api/users/me',
      { 'content-type': MULTIPART, 'content-length': oneImageForm + 1 },
      FIRST_PART,
    )
    const post = await answerToHeaders(
      'POST',
      '/api/posts',
      { 'content-type': MULTIPART, 'content-length': fourImagesForm + 1 },
      FIRST_PART,
    )

    assert.equal(avatar.status, 413)
    assert.containsSubset(avatar.body, { success: false, code: 'PAYLOAD_TOO_LARGE', limit: oneImageForm })
    assert.equal(post.status, 413)
    assert.containsSubset(post.body, { success: false, code: 'PAYLOAD_TOO_LARGE', limit: fourImagesForm })
  })

  test('an upload that does not declare its size is refused (411) before it is read', async ({ assert }) => {
    // Without a Content-Length, Node sends the body in chunks.
    const answer = await answerToHeaders('PUT', '/api/users/me', { 'content-type': MULTIPART }, FIRST_PART)

    assert.equal(answer.status, 411)
    assert.containsSubset(answer.body, { success: false, code: 'LENGTH_REQUIRED' })
  })
})
