/*
 * Loaded into a server only by `node ace bench:fanout` (HEAP_PROBE_FLAGS, with --expose-gc), never
 * by `npm start`: on SIGUSR2 it collects all garbage and prints the process's memory as one JSON
 * line, so the benchmark reads the heap really held, not whatever garbage the last requests left.
 */
import { getHeapSpaceStatistics } from 'node:v8'

process.on('SIGUSR2', () => {
  globalThis.gc?.()
  const youngGeneration = getHeapSpaceStatistics()
    .filter(({ space_name: name }) => name === 'new_space' || name === 'new_large_object_space')
    .reduce((sum, space) => sum + space.physical_space_size, 0)
  console.log(JSON.stringify({ heapProbe: { ...process.memoryUsage(), youngGeneration } }))
})
