/*
 * Loaded into a server only by `node ace bench:fanout` (HEAP_PROBE_FLAGS, with --expose-gc), never
 * by `npm start`: on SIGUSR2 it collects all garbage and prints the process's memory as one JSON
 * line, so the benchmark reads the heap really held, not whatever garbage the last requests left.
 */
process.on('SIGUSR2', () => {
  globalThis.gc?.()
  console.log(JSON.stringify({ heapProbe: process.memoryUsage() }))
})
