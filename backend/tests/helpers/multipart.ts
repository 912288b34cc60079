import type { ApiRequest } from '@japa/api-client'

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
