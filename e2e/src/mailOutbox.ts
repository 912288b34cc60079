import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'

export interface OutboxMail {
  to: string[]
  subject: string
  text: string
  html: string
  sentAt: string
}

async function mailsIn(directory: string): Promise<OutboxMail[]> {
  const files = await readdir(directory).catch(() => [] as string[])
  const jsonFiles = files.filter((file) => file.endsWith('.json')).sort()
  return Promise.all(
    jsonFiles.map(async (file) => JSON.parse(await readFile(join(directory, file), 'utf8')) as OutboxMail),
  )
}

/** The newest mail the server wrote to `address`, waiting up to `timeoutMs` for it. */
export async function waitForMailTo(directory: string, address: string, timeoutMs = 10_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const mail = (await mailsIn(directory)).findLast((candidate) => candidate.to.includes(address))
    if (mail) return mail
    await new Promise((wait) => setTimeout(wait, 200))
  }
  throw new Error(`no mail to ${address} in ${directory} within ${timeoutMs} ms`)
}

/** The first link of the mail's text whose path is `path` (e.g. `/register`). */
export function linkIn(mail: OutboxMail, path: string): string {
  const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).find((url) => new URL(url).pathname === path)
  if (!link) throw new Error(`the mail "${mail.subject}" has no ${path} link`)
  return link
}
