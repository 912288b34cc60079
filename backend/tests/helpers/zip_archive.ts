import yauzl from 'yauzl'

/**
 * Every file of a ZIP by its path, read with yauzl (the reader the archive's users will have, not
 * our writer). The e2e suite reads its downloads with it too.
 */
export async function unzipToMap(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await new Promise<yauzl.ZipFile>((opened, fail) =>
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => (error ? fail(error) : opened(file))),
  )
  const files = new Map<string, Buffer>()
  await new Promise<void>((done, fail) => {
    archive.on('error', fail)
    archive.on('end', () => done())
    archive.on('entry', (entry: yauzl.Entry) => {
      archive.openReadStream(entry, (error, stream) => {
        if (error) return fail(error)
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('error', fail)
        stream.on('end', () => {
          files.set(entry.fileName, Buffer.concat(chunks))
          archive.readEntry()
        })
      })
    })
    archive.readEntry()
  })
  return files
}
