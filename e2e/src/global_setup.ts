import type { TestProject } from 'vitest/node'
import { startServer, type RunningServer } from './server.js'

let server: RunningServer | undefined

/** Starts the built app once for the whole e2e run, on a free port with a fresh SQLite file. */
export async function setup(project: TestProject) {
  server = await startServer()
  project.provide('baseUrl', server.baseUrl)
  project.provide('mailOutboxDir', server.mailOutboxDir)
}

export async function teardown() {
  await server?.stop()
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    mailOutboxDir: string
  }
}
