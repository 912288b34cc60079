import { test } from '@japa/runner'
import sharp from 'sharp'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import type User from '#models/user'
import { imageJobs } from '#services/images/image_processing'
import { TEST_PASSWORD, createUser } from '#tests/helpers/users'
import { markedJpeg, pngBomb, pngHeaderOnly } from '#tests/helpers/images'
import { Multipart } from '#tests/helpers/multipart'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { agentFor, resetPolls } from '#tests/helpers/polls'

const VALID_POLL = {
  title: 'Coffee or tea?',
  description: 'Mornings',
  option_a: 'Coffee',
  option_b: 'Tea',
  vote_limit: '11',
}

const avatarForm = (contents: Buffer) => new Multipart({}, { avatar: { contents, filename: 'avatar.png' } })

/** Width and height of a stored image, by its public URL (Drive is faked). */
async function storedSize(url: string) {
  const { width, height } = await sharp(await drive.use().getBytes(url.replace(/^\/uploads\//, ''))).metadata()
  return { width, height }
}

/** Generous: the states waited for come within milliseconds; only a broken server needs more. */
const WAIT_LIMIT_MS = 10_000

/** Resolves once `condition` holds, checking again after every turn of the event loop. */
async function until(condition: () => boolean) {
  const giveUpAt = Date.now() + WAIT_LIMIT_MS
  while (!condition()) {
    if (Date.now() > giveUpAt) throw new Error('the awaited state never came')
    await new Promise((resolve) => setImmediate(resolve))
  }
}

/** Takes every slot of the image queue; the returned function frees them. */
async function occupyImageQueue(): Promise<() => Promise<void>> {
  const releases: Array<() => void> = []
  const held = Array.from({ length: imageJobs.concurrency }, () =>
    imageJobs(() => new Promise<void>((resolve) => releases.push(resolve))),
  )
  await until(() => releases.length === held.length)
  return async () => {
    for (const release of releases) release()
    await Promise.all(held)
  }
}

test.group('Hardening: image uploads are bounded', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())
  group.each.setup(() => {
    drive.fake()
    return () => drive.restore()
  })

  test('a decompression bomb as an avatar is refused with IMAGE_TOO_LARGE and nothing is stored', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    const agent = await agentFor(client, user)

    const response = await agent.send('put', '/api/users/me', avatarForm(pngBomb()))

    response.assertStatus(422)
    response.assertBodyContains({ success: false, code: 'IMAGE_TOO_LARGE' })
    await user.refresh()
    assert.isNull(user.avatarUrl)
  })

  test('the pixel limit is read from the header: undecodable pixel data is IMAGE_TOO_LARGE, not INVALID_IMAGE', async ({
    client,
  }) => {
    const member = await agentFor(client, await createUser({ role: 'prouser' }))
    const admin = await agentFor(client, await createUser({ role: 'admin' }))
    const bomb = { contents: pngHeaderOnly(), filename: 'bomb.png' }

    const post = await member.send('post', '/api/posts', new Multipart(VALID_POLL, { image_a: bomb }))
    const popup = await admin.send('post', '/api/popups', new Multipart({}, { image: bomb }))

    post.assertStatus(422)
    post.assertBodyContains({ success: false, code: 'IMAGE_TOO_LARGE' })
    popup.assertStatus(422)
    popup.assertBodyContains({ success: false, code: 'IMAGE_TOO_LARGE' })
  })

  test('stored images are shrunk: avatars to 512 px, post and popup pictures to 2048 px; small ones are kept', async ({
    client,
    assert,
  }) => {
    const member = await agentFor(client, await createUser({ role: 'prouser' }))
    const admin = await agentFor(client, await createUser({ role: 'admin' }))
    const photo = async (width: number, height: number) => ({
      contents: await markedJpeg('photo', width, height),
      filename: 'photo.jpg',
    })

    const avatar = await member.send('put', '/api/users/me', avatarForm((await photo(1200, 900)).contents))
    const post = await member.send(
      'post',
      '/api/posts',
      new Multipart(VALID_POLL, { image_a: await photo(3000, 1000), image_b: await photo(300, 200) }),
    )
    const popup = await admin.send('post', '/api/popups', new Multipart({}, { image: await photo(1000, 3000) }))

    assert.deepEqual(await storedSize(avatar.body().user.avatar_url), { width: 512, height: 384 })
    assert.deepEqual(await storedSize(post.body().post.image_a), { width: 2048, height: 683 })
    assert.deepEqual(await storedSize(post.body().post.image_b), { width: 300, height: 200 })
    assert.deepEqual(await storedSize(popup.body().popup.image_url), { width: 683, height: 2048 })
  })

  test('images are decoded one queue at a time; logins and bombs do not wait for it', async ({ client, assert }) => {
    const uploader: User = await createUser()
    const uploaderAgent = await agentFor(client, uploader)
    const bomber = await agentFor(client, await createUser())
    const visitor = await CookieAgent.open(client)
    const release = await occupyImageQueue()

    const upload = uploaderAgent.send('put', '/api/users/me', avatarForm(await markedJpeg('queued')))
    await until(() => imageJobs.pendingCount === 1)
    const login = await visitor.send('post', '/api/auth/login', {
      usernameOrEmail: uploader.email,
      password: TEST_PASSWORD,
    })
    const bomb = await bomber.send('put', '/api/users/me', avatarForm(pngBomb()))

    login.assertStatus(200)
    bomb.assertStatus(422)
    bomb.assertBodyContains({ code: 'IMAGE_TOO_LARGE' })
    assert.equal(imageJobs.pendingCount, 1, 'the upload still waits for its turn')
    await release()
    ;(await upload).assertStatus(200)
  })
})
