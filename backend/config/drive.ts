/*
 * Uploaded images (post images, avatars) go through Drive: the local `fs` disk under
 * backend/tmp/uploads by default (served at /uploads/ by web_assets_middleware), or an
 * S3-compatible bucket with DRIVE_DISK=s3. The s3 disk is configured only when chosen (its
 * driver, `@aws-sdk/client-s3` and `@aws-sdk/s3-request-presigner`, loads only then).
 */
import { defineConfig, services } from '@adonisjs/drive'
import type { InferDriveDisks } from '@adonisjs/drive/types'
import env from '#start/env'
import { uploadsMount } from '#services/http/web_dist'

const disk = env.get('DRIVE_DISK', 'fs')

const driveConfig = defineConfig({
  default: disk,
  services: {
    fs: services.fs({ location: uploadsMount.directory, serveFiles: false, visibility: 'public' }),
    ...(disk === 's3'
      ? {
          s3: services.s3({
            credentials: {
              accessKeyId: env.get('S3_ACCESS_KEY_ID', ''),
              secretAccessKey: env.get('S3_SECRET_ACCESS_KEY', ''),
            },
            region: env.get('S3_REGION', 'us-east-1'),
            bucket: env.get('S3_BUCKET', ''),
            endpoint: env.get('S3_ENDPOINT'),
            forcePathStyle: Boolean(env.get('S3_ENDPOINT')),
            visibility: 'public',
          }),
        }
      : {}),
  },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
