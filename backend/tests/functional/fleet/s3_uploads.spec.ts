/*
 * DRIVE_DISK=s3 against an S3-compatible server (s3rver, speaking S3's REST protocol on
 * 127.0.0.1): a real server process stores a member's upload in the bucket, and the address it
 * answers with serves the image from there.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import sharp from 'sharp'
import { SourceServer } from '#bench/source_server'
import { markedJpeg } from '#tests/helpers/images'
import { FleetTab } from '#tests/helpers/server_fleet'
import { sqliteServerEnv } from '#tests/helpers/sqlite_server_env'
import { startS3rverBucket, type S3rverBucket } from '../../helpers/s3rver_bucket.mjs'

test.group('Uploads on the s3 disk', (group) => {
  let dataDir: string
  let s3: S3rverBucket
  group.setup(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'dilemma-s3-'))
    s3 = await startS3rverBucket(join(dataDir, 's3'))
    return async () => {
      await s3.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  test('a member’s avatar is stored in the bucket and served from its public address', async ({ assert }) => {
    const server = await SourceServer.start({
      env: sqliteServerEnv(dataDir, { DEMO_SEED: 'true', ...s3.env }),
    })
    try {
      const member = new FleetTab()
      await member.send(server, 'GET', '/api/health')
      const login = await member.send(server, 'POST', '/api/auth/login', {
        usernameOrEmail: 'member@dilemma.local',
        password: 'dilemma-demo',
      })
      assert.equal(login.status, 200)

      const form = new FormData()
      form.set('avatar', new Blob([await markedJpeg('s3-avatar', 64, 64)], { type: 'image/jpeg' }), 'me.jpg')
      const updated = await member.send(server, 'PUT', '/api/users/me', form)
      assert.equal(updated.status, 200)

      const avatarUrl = updated.body.user?.avatar_url ?? ''
      assert.isTrue(avatarUrl.startsWith(s3.publicUrl), avatarUrl)
      const image = await fetch(avatarUrl)
      assert.equal(image.status, 200)
      // The bytes the server stored are a whole image (a mangled upload would not decode).
      const stored = await sharp(Buffer.from(await image.arrayBuffer())).metadata()
      assert.include(['webp', 'jpeg', 'png'], stored.format)
      assert.isAbove(stored.width ?? 0, 0)
    } finally {
      await server.stop()
    }
  }).timeout(120_000)
})
