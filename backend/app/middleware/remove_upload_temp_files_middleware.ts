import { rm } from 'node:fs/promises'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { MultipartFile } from '@adonisjs/core/bodyparser'

/**
 * The body parser writes each uploaded file to a temporary path (services/http/upload_temp_files.ts)
 * and nothing else removes it: the image services read it and store a re-encoded copy. Runs
 * around the body parser and removes every one of them when the request ends, answered or
 * refused (validation, auth, a bad image, an error).
 */
export default class RemoveUploadTempFilesMiddleware {
  async handle({ request }: HttpContext, next: NextFn) {
    try {
      return await next()
    } finally {
      const paths = temporaryPathsIn(request.allFiles())
      await Promise.all(paths.map((path) => rm(path, { force: true })))
    }
  }
}

/** The files of a request, found in the nested shape of field names like `photos[0]`. */
function temporaryPathsIn(files: unknown): string[] {
  if (files instanceof MultipartFile) return files.tmpPath ? [files.tmpPath] : []
  if (files === null || typeof files !== 'object') return []
  return Object.values(files).flatMap(temporaryPathsIn)
}
