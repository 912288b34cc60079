import { fileURLToPath } from 'node:url'
import type { SourceServer } from '#bench/source_server'

/** Node flags for a server whose heap `probeHeap` reads (bench/heap_probe_preload.ts). */
export const HEAP_PROBE_FLAGS = [
  '--expose-gc',
  '--import',
  fileURLToPath(new URL('heap_probe_preload.ts', import.meta.url)),
]

const PROBE_LINE = /^\{"heapProbe":.*$/gm

/** process.memoryUsage() and the young generation's resident size (new spaces), in bytes. */
export type HeapProbe = NodeJS.MemoryUsage & { youngGeneration: number }

/** The server's memory right after a full collection. */
export async function probeHeap(server: SourceServer): Promise<HeapProbe> {
  const probed = server.output().match(PROBE_LINE)?.length ?? 0
  process.kill(server.pid, 'SIGUSR2')
  await server.waitForOutput(PROBE_LINE, probed + 1)
  const line = server.output().match(PROBE_LINE)!.at(-1)!
  return (JSON.parse(line) as { heapProbe: HeapProbe }).heapProbe
}
