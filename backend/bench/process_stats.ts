/*
 * What Linux tells about another process (/proc), so the server measured needs no code for it.
 */
import { readFile } from 'node:fs/promises'

/** /proc reports CPU time in USER_HZ ticks, 100 a second on every Linux platform Node runs on. */
const TICKS_PER_SECOND = 100

/** Resident set size (VmRSS), KiB. */
export async function residentKibOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? NaN)
}

/** User and system CPU time the process has used so far, in milliseconds (10 ms resolution). */
export async function cpuMillisecondsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
  // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
}

/**
 * CPU time of the process and of its child processes alive now (a cluster's workers), in
 * milliseconds: the children are listed by /proc/<pid>/task/<pid>/children.
 */
export async function cpuMillisecondsOfTree(pid: number): Promise<number> {
  const children = (await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8')).split(' ').filter(Boolean)
  const times = await Promise.all([pid, ...children.map(Number)].map(cpuMillisecondsOf))
  return times.reduce((sum, time) => sum + time, 0)
}

/** This process's soft limit of open files (children inherit it), or Infinity when unlimited. */
export async function openFileLimit(): Promise<number> {
  const limits = await readFile('/proc/self/limits', 'utf8')
  const soft = /^Max open files\s+(\S+)/m.exec(limits)?.[1]
  return soft === undefined || soft === 'unlimited' ? Infinity : Number(soft)
}
