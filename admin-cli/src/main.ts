import { processIo } from './io.js'
import { runCli } from './run.js'

process.exitCode = await runCli(process.argv.slice(2), processIo())
