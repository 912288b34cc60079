declare module 'http_ece' {
  import type { ECDH } from 'node:crypto'
  interface EceParams {
    version: 'aes128gcm'
    privateKey?: ECDH
    authSecret?: string | Buffer
  }
  export function decrypt(buffer: Buffer, params: EceParams): Buffer
}
