/*
 * DRIVE_DISK=s3 against an S3-compatible server (s3rver, speaking S3's REST protocol on
 * 127.0.0.1): a real server process stores a member's upload in the bucket, and the address it
 * answers with serves the image from there.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import S3rver from 's3rver'
import sharp from 'sharp'
import { freePort } from '#services/free_port'
import { SourceServer } from '#services/source_server'
import { markedJpeg } from '#tests/helpers/images'
import { FleetTab } from '#tests/helpers/server_fleet'
import { sqliteServerEnv } from '#tests/helpers/sqlite_server_env'

const BUCKET = 'dilemma-uploads'

test.group('Uploads on the s3 disk', (group) => {
  let dataDir: string
  let s3: S3rver
  let s3Url: string
  group.setup(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'dilemma-s3-'))
    const port = await freePort()
    s3 = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory: join(dataDir, 's3'),
      configureBuckets: [{ name: BUCKET, configs: [] }],
    })
    await s3.run()
    s3Url = `http://127.0.0.1:${port}`
    return async () => {
      await s3.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  test('a member’s avatar is stored in the bucket and served from its public address', async ({ assert }) => {
    const server = await SourceServer.start({
      env: sqliteServerEnv(dataDir, {
        DEMO_SEED: 'true',
        DRIVE_DISK: 's3',
        S3_BUCKET: BUCKET,
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: s3Url,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        UPLOADS_PUBLIC_URL: `${s3Url}/${BUCKET}/`,
      }),
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
      assert.isTrue(avatarUrl.startsWith(`${s3Url}/${BUCKET}/`), avatarUrl)
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
