/** Types of s3rver_bucket.mjs. */
export interface S3rverBucket {
  /** http://127.0.0.1:<free port> */
  url: string
  /** The bucket's files: `${url}/<bucket>/` (what UPLOADS_PUBLIC_URL is set to). */
  publicUrl: string
  /** DRIVE_DISK=s3, the S3_* variables and UPLOADS_PUBLIC_URL for a server process. */
  env: Record<string, string>
  close(): Promise<void>
}

export function startS3rverBucket(directory: string): Promise<S3rverBucket>
