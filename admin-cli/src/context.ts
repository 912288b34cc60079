import { createApiClient, type ApiClient } from '@dilemma/api-client'
import { openFileCookieJar, type CookieJar } from '@dilemma/api-client/node'
import type { Command } from 'commander'
import { CliError } from './cli-error.js'
import { sessionFile } from './config-dir.js'
import type { Io } from './io.js'
import { createOutput, type Output } from './output.js'

export const DEFAULT_API_URL = 'http://localhost:3333/api'

export interface GlobalOptions {
  api: string
  json?: boolean
}

/** What a command's action works with, built from the global options. */
export interface CommandContext {
  io: Io
  apiUrl: string
  api: ApiClient
  /** The saved login: the cookies of the session file. */
  session: CookieJar
  output: Output
}

export function createCommandContext(command: Command, io: Io): CommandContext {
  const { api: apiUrl, json = false } = command.optsWithGlobals<GlobalOptions>()
  if (!URL.canParse(apiUrl)) throw new CliError(`--api must be an absolute URL, got "${apiUrl}"`, 'INVALID_API_URL')
  const session = openFileCookieJar(sessionFile(io, apiUrl))
  return {
    io,
    apiUrl,
    api: createApiClient({ baseUrl: apiUrl, cookieStore: session }),
    session,
    output: createOutput(io, json),
  }
}

type ActionHandler<Options, Args extends unknown[]> = (
  context: CommandContext,
  options: Options,
  ...args: Args
) => Promise<void>

/**
 * Adapts a handler to Commander's `action(...args, options, command)` calling convention, so every
 * command gets the same context without building it itself.
 */
export function actionWith<Options, Args extends unknown[] = []>(io: Io, handler: ActionHandler<Options, Args>) {
  return (...received: unknown[]) => {
    const command = received.at(-1) as Command
    const options = received.at(-2) as Options
    const args = received.slice(0, -2) as Args
    return handler(createCommandContext(command, io), options, ...args)
  }
}
