import type { Io } from './io.js'

/**
 * A progress bar for batch work, redrawn in place on a terminal's stderr. Silent when stderr is
 * not a terminal or with `--json`, so scripts and logs stay clean.
 */
export function createProgress(io: Pick<Io, 'stderr'>, total: number, label: string, enabled: boolean) {
  const live = enabled && Boolean((io.stderr as { isTTY?: boolean }).isTTY)
  const width = 24
  return {
    update(done: number) {
      if (!live) return
      const filled = total === 0 ? width : Math.round((done / total) * width)
      io.stderr.write(`\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total}`)
    },
    finish() {
      if (live) io.stderr.write('\n')
    },
  }
}
