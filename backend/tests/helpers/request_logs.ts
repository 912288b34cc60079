import logger from '@adonisjs/core/services/logger'

export interface LogEntry {
  level: number
  msg?: string
  err?: unknown
}

/** pino's number for "error". */
export const ERROR_LEVEL = 50

/** Every line the requests log from now on, at every level (the suite's logger is silent). */
export function captureRequestLogs(): { entries: LogEntry[]; restore: () => void } {
  const entries: LogEntry[] = []
  const capture = logger.create({
    enabled: true,
    name: 'capture',
    level: 'trace',
    desination: { write: (line: string) => entries.push(JSON.parse(line)) },
  })
  const child = logger.child
  logger.child = (() => capture) as typeof logger.child
  return { entries, restore: () => (logger.child = child) }
}
