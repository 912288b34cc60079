import { readdir, readFile } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import app from '@adonisjs/core/services/app'
import type { BodyParserConfig } from '@adonisjs/core/types/bodyparser'
import type { ApiRequest } from '@japa/api-client'
import { serverUrl } from '#tests/helpers/server_url'

interface FilePart {
  contents: Buffer
  filename: string
}

/** A multipart/form-data body for CookieAgent.send: text fields and files, as a browser form sends them. */
export class Multipart {
  constructor(
    private fields: Record<string, string> = {},
    private files: Record<string, FilePart> = {},
  ) {}

  applyTo(request: ApiRequest) {
    for (const [name, value] of Object.entries(this.fields)) request.field(name, value)
    for (const [name, file] of Object.entries(this.files))
      request.file(name, file.contents, { filename: file.filename })
    // A form without any part is still multipart.
    if (Object.keys(this.fields).length + Object.keys(this.files).length === 0) request.type('multipart/form-data')
  }
}

/**
 * The files in the body parser's temporary folder (config/bodyparser.ts, else the system's) whose
 * bytes contain `marker`: what is left on disk of the uploads that carried it.
 */
export async function temporaryFilesHolding(marker: string): Promise<string[]> {
  const tmpFileName = app.config.get<BodyParserConfig>('bodyparser').multipart.tmpFileName
  const folder = tmpFileName ? dirname(tmpFileName()) : tmpdir()
  const entries = await readdir(folder, { withFileTypes: true })
  const holding = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async ({ name }) => {
        const bytes = await readFile(join(folder, name)).catch(() => Buffer.alloc(0)) // removed meanwhile
        return bytes.includes(marker) ? [name] : []
      }),
  )
  return holding.flat()
}

/** Generous: a server that decides from the headers answers within milliseconds. */
const ANSWER_TIMEOUT_MS = 10_000

export interface RawAnswer {
  status: number
  body: Record<string, unknown>
}

/**
 * Sends the headers of a request and only `firstBytes` of its body, then waits for the answer:
 * an answer proves the server decided from the headers alone, as it never got the rest.
 */
export function answerToHeaders(
  method: string,
  path: string,
  headers: Record<string, string | number>,
  firstBytes = Buffer.alloc(0),
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(serverUrl(path), { method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        request.destroy()
        resolve({ status: response.statusCode!, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) })
      })
    })
    // Only a server that waits for the rest of the body lets this fire; it fails the test cleanly.
    request.setTimeout(ANSWER_TIMEOUT_MS, () => request.destroy(new Error('no answer to the headers alone')))
    request.on('error', reject)
    request.write(firstBytes)
  })
}
