import sharp from 'sharp'

/** A small JPEG that carries EXIF metadata (a camera make and a GPS-like comment). */
export function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 12, channels: 3, background: '#d6336c' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', ImageDescription: 'home at 52.52N 13.40E' } })
    .toBuffer()
}
