import { run } from './lib.mjs'

/**
 * Runs every suite, one after another with its output shown, whatever failed before it, and
 * prints a summary naming each failure at the end. Resolves with the names of the failed suites.
 * @param {{ name: string, command: string, args: string[] }[]} suites
 */
export async function runSuites(suites) {
  const results = []
  for (const { name, command, args } of suites) {
    console.log(`\n=== ${name} ===`)
    const started = Date.now()
    const failure = await run(command, args).then(
      () => null,
      (error) => error.message,
    )
    results.push({ name, failure, seconds: (Date.now() - started) / 1000 })
  }
  console.log('\n=== Summary ===')
  for (const { name, failure, seconds } of results) {
    console.log(`${failure ? 'FAIL' : 'PASS'}  ${name} (${seconds.toFixed(0)} s)${failure ? `: ${failure}` : ''}`)
  }
  const failed = results.filter((result) => result.failure).map((result) => result.name)
  console.log(
    failed.length ? `${failed.length} of ${results.length} suites failed` : `all ${results.length} suites passed`,
  )
  return failed
}
