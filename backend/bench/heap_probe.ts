import { fileURLToPath } from 'node:url'
import type { SourceServer } from '#services/source_server'

/** Node flags for a server whose heap `probeHeap` reads (bench/heap_probe_preload.ts). */
export const HEAP_PROBE_FLAGS = [
  '--expose-gc',
  '--import',
  fileURLToPath(new URL('heap_probe_preload.ts', import.meta.url)),
]

const PROBE_LINE = /^\{"heapProbe":.*$/gm

/** The server's memory right after a full collection (process.memoryUsage(), bytes). */
export async function probeHeap(server: SourceServer): Promise<NodeJS.MemoryUsage> {
  const probed = server.output().match(PROBE_LINE)?.length ?? 0
  process.kill(server.pid, 'SIGUSR2')
  await server.waitForOutput(PROBE_LINE, probed + 1)
  const line = server.output().match(PROBE_LINE)!.at(-1)!
  return (JSON.parse(line) as { heapProbe: NodeJS.MemoryUsage }).heapProbe
}
