import { test } from '@japa/runner'
import webpush from 'web-push'
import { decodeJwt } from 'jose'
import { vapidAuthorization } from '#services/push/vapid_authorization'

const vapid = { subject: 'mailto:team@dilemma.local', ...webpush.generateVAPIDKeys() }
// web-push checks a token's expiry against the real clock (at most 24 h ahead).
const now = Math.floor(Date.now() / 1000)

function claimsOf(header: string) {
  const token = /^vapid t=([^,]+), k=(.+)$/.exec(header)
  if (!token) throw new Error(`not a VAPID header: ${header}`)
  return { ...decodeJwt(token[1]!), key: token[2] }
}

test.group('VAPID authorization per push service', () => {
  test('one token serves every endpoint of an origin, for twelve hours, with our contact and key', ({ assert }) => {
    const first = vapidAuthorization('https://push.example.net/send/a', vapid, now)
    assert.equal(vapidAuthorization('https://push.example.net/send/b', vapid, now + 60), first)
    assert.deepEqual(claimsOf(first), {
      aud: 'https://push.example.net',
      exp: now + 12 * 60 * 60,
      sub: vapid.subject,
      key: vapid.publicKey,
    })
  })

  test('another push service gets a token for its own origin', ({ assert }) => {
    const header = vapidAuthorization('https://updates.push.example.org:8443/x', vapid, now)
    assert.equal(claimsOf(header).aud, 'https://updates.push.example.org:8443')
  })

  test('a token is signed again an hour before it expires, and for new keys', ({ assert }) => {
    const endpoint = 'https://renew.example.net/x'
    const first = vapidAuthorization(endpoint, vapid, now)
    assert.equal(vapidAuthorization(endpoint, vapid, now + 11 * 60 * 60 - 1), first)
    const renewed = vapidAuthorization(endpoint, vapid, now + 11 * 60 * 60)
    assert.equal(claimsOf(renewed).exp, now + 23 * 60 * 60)

    const newKeys = { ...vapid, ...webpush.generateVAPIDKeys() }
    assert.equal(claimsOf(vapidAuthorization(endpoint, newKeys, now)).key, newKeys.publicKey)
  })
})
