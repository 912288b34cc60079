/*
 * What Linux tells about another process (/proc), so the server measured needs no code for it.
 */
import { readFile } from 'node:fs/promises'

/** /proc reports CPU time in USER_HZ ticks, 100 a second on every Linux platform Node runs on. */
const TICKS_PER_SECOND = 100

export interface Memory {
  /** Resident set size (VmRSS), KiB. */
  rssKib: number
  /** Its anonymous part (RssAnon: heaps and stacks, not mapped files), KiB. */
  anonKib: number
}

export async function memoryOf(pid: number): Promise<Memory> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1] ?? NaN)
  return { rssKib: kib('VmRSS'), anonKib: kib('RssAnon') }
}

/** User and system CPU time the process has used so far, in milliseconds (10 ms resolution). */
export async function cpuMillisecondsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
  // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
}

/** This process's soft limit of open files (children inherit it), or Infinity when unlimited. */
export async function openFileLimit(): Promise<number> {
  const limits = await readFile('/proc/self/limits', 'utf8')
  const soft = /^Max open files\s+(\S+)/m.exec(limits)?.[1]
  return soft === undefined || soft === 'unlimited' ? Infinity : Number(soft)
}
