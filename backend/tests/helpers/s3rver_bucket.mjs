// An S3-compatible bucket on 127.0.0.1 (s3rver speaks S3's REST protocol) and the environment
// that gives a server process the s3 disk on it; for the backend's s3 test and `npm run test:cluster`.
import S3rver from 's3rver'

const BUCKET = 'dilemma-uploads'

/** Starts s3rver on a free port, keeping its files in `directory`, with one empty bucket. */
export async function startS3rverBucket(directory) {
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  })
  const { port } = await s3.run()
  const url = `http://127.0.0.1:${port}`
  const publicUrl = `${url}/${BUCKET}/`
  return {
    url,
    publicUrl,
    env: {
      DRIVE_DISK: 's3',
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: url,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      UPLOADS_PUBLIC_URL: publicUrl,
    },
    close: () => s3.close(),
  }
}
