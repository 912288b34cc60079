/*
 * Ace (command line), loaded by ace.js.
 */
import { prettyPrintError } from '@adonisjs/core'
import { createIgnitor } from './ignitor.js'

createIgnitor()
  .ace()
  .handle(process.argv.splice(2))
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
