import { deflateSync } from 'node:zlib'
import sharp from 'sharp'

/** A small JPEG that carries EXIF metadata (a camera make and a GPS-like comment). */
export function jpegWithExif(): Promise<Buffer> {
  return markedJpeg('home at 52.52N 13.40E')
}

/**
 * A JPEG of the given size whose EXIF description is `marker`: the marker appears as is in the
 * file's bytes, so a copy of the upload can be recognised (e.g. a temporary file left behind).
 */
export function markedJpeg(marker: string, width = 16, height = 12): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#d6336c' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', ImageDescription: marker } })
    .toBuffer()
}

/**
 * A decompression bomb: a valid black-and-white PNG of `side` × `side` pixels that compresses
 * to a few dozen kilobytes (16000² is 256 megapixels, gigabytes once decoded).
 */
export function pngBomb(side = 16000): Buffer {
  const row = side / 8 + 1 // one bit per pixel, after the row's filter byte
  return png(side, side, deflateSync(Buffer.alloc(row * side), { level: 9 }))
}

/**
 * A PNG whose header announces `side` × `side` pixels and whose pixel data is not even valid
 * compressed data: any attempt to decode it fails, so only a check of the header can tell it
 * is too large.
 */
export function pngHeaderOnly(side = 16000): Buffer {
  return png(side, side, Buffer.from('not zlib data'))
}

function png(width: number, height: number, compressedRows: Buffer): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 1 // bit depth; colour type 0 (grayscale), default compression, filter, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', compressedRows),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const checksum = Buffer.alloc(4)
  checksum.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, checksum])
}

/** PNG's CRC-32 (zlib.crc32 needs Node 20.15+; Node 20.6 must work). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return (crc ^ 0xffffffff) >>> 0
}
