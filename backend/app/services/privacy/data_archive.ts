/*
 * Writes a member's data archive as a ZIP to a stream (yazl): each file is read from the
 * database when the ZIP reaches it, the long lists a page at a time, and images are copied from
 * Drive as streams, so the archive is never held in memory.
 */
import { Readable, type Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { DateTime } from 'luxon'
import drive from '@adonisjs/drive/services/main'
import { ZipFile } from 'yazl'
import type User from '#models/user'
import type { Language } from '#services/i18n/languages'
import { archiveReadme } from '#services/privacy/archive_readme'
import * as contents from '#services/privacy/archive_contents'

const json = (value: unknown) => JSON.stringify(value, null, 2) + '\n'

/** A JSON array written element by element as the pages arrive. */
async function* jsonArrayOf(pages: AsyncIterable<unknown[]>) {
  let first = true
  yield '['
  for await (const page of pages) {
    for (const item of page) {
      yield `${first ? '\n' : ',\n'}  ${JSON.stringify(item)}`
      first = false
    }
  }
  yield first ? ']\n' : '\n]\n'
}

/** Adds a file whose content is produced only when the ZIP reaches it. */
function addLazily(zip: ZipFile, path: string, produce: () => AsyncIterable<string | Buffer> | Promise<string>) {
  zip.addReadStreamLazy(path, (done) => {
    const source = produce()
    done(
      null,
      Readable.from(
        source instanceof Promise
          ? (async function* () {
              yield await source
            })()
          : source,
      ),
    )
  })
}

/** The images whose files exist (a file lost from the disk must not fail the whole archive). */
async function storedImages(images: contents.ArchiveImage[]) {
  const found = await Promise.all(images.map((image) => drive.use().exists(image.key)))
  return images.filter((_, index) => found[index])
}

/** Writes the archive of `user` to `output`; resolves once it is complete, rejects on any failure. */
export async function writeDataArchive(user: User, language: Language, output: Writable): Promise<void> {
  const zip = new ZipFile()
  const failed = new Promise<never>((_, reject) => zip.on('error', reject))
  const madeAt = DateTime.utc().toISO()!
  const avatar = contents.avatarImageOf(user)
  // Polls first: their image list decides what images/ holds.
  const { polls, images } = await contents.pollsOf(user.id)

  zip.addBuffer(Buffer.from(archiveReadme(language, madeAt)), 'README.txt')
  addLazily(zip, 'profile.json', async () => json(await contents.profileOf(user, avatar?.path ?? null)))
  zip.addBuffer(Buffer.from(json(polls)), 'polls.json')
  zip.addBuffer(Buffer.from(contents.pollsCsv(polls)), 'polls.csv')
  addLazily(zip, 'votes.json', () => jsonArrayOf(contents.votePagesOf(user.id)))
  addLazily(zip, 'likes.json', async () => json(await contents.likesOf(user.id)))
  addLazily(zip, 'saved.json', async () => json(await contents.savedOf(user.id)))
  addLazily(zip, 'reports.json', async () => json(await contents.reportsOf(user.id)))
  addLazily(zip, 'badges.json', async () => json(await contents.badgesOf(user.id)))
  addLazily(zip, 'stats.json', async () => json(await contents.statsOf(user.id)))
  addLazily(zip, 'notices.json', async () => json(await contents.noticesOf(user.id)))
  addLazily(zip, 'decisions.json', async () => json(await contents.decisionsOf(user.id)))
  addLazily(zip, 'payments.json', async () => json(await contents.paymentsOf(user.id)))
  addLazily(zip, 'sessions.json', async () => json(await contents.sessionsOf(user.id)))
  for (const image of await storedImages(avatar ? [avatar, ...images] : images)) {
    // Already compressed (WebP): stored as is.
    zip.addReadStreamLazy(image.path, { compress: false }, (done) => {
      drive
        .use()
        .getStream(image.key)
        .then(
          (stream) => {
            done(null, stream)
          },
          (error: unknown) => {
            done(error, Readable.from([]))
          },
        )
    })
  }
  zip.end()
  await Promise.race([pipeline(zip.outputStream, output), failed])
}
