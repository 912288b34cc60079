/** The database connection whose reads go to DB_READ_HOSTS; not configured without them. */
export const READ_REPLICAS_CONNECTION = 'mysql_replicas'

/** One read replica of DB_READ_HOSTS. */
export interface ReadHost {
  host: string
  port: number
}

/**
 * DB_READ_HOSTS ('replica1:3306,replica2', host[:port] separated by commas; a missing port is
 * `defaultPort`, the primary's) as hosts; none for an empty or missing value. A malformed entry
 * stops the server at start rather than sending reads somewhere unintended.
 */
export function parseReadHosts(value: string | undefined, defaultPort: number): ReadHost[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  return entries.map((entry) => {
    const match = /^([A-Za-z0-9.-]+)(?::(\d{1,5}))?$/.exec(entry)
    const port = match?.[2] === undefined ? defaultPort : Number(match[2])
    if (!match || port < 1 || port > 65_535) {
      throw new Error(`DB_READ_HOSTS: "${entry}" is not host[:port]`)
    }
    return { host: match[1]!, port }
  })
}
