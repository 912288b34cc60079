import { processIo } from './io.js'
import { runCli } from './run.js'

// `dilemma-admin --help | head -1`: the reader went away; that ends the output, it is no failure.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error
    process.exit(process.exitCode ?? 0)
  })
}

process.exitCode = await runCli(process.argv.slice(2), processIo())
