// Prints each failed test of a Vitest JSON report with the first lines of its error, so that the
// end of a CI log says what failed: `node .ci/failed-tests.mjs e2e/artifacts/results.json`.
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'

const ERROR_LINES = 4
const reportPath = process.argv[2]
let report
try {
  report = JSON.parse(readFileSync(reportPath, 'utf8'))
} catch {
  console.log(`(no test report at ${reportPath})`)
  process.exit(0)
}
for (const file of report.testResults) {
  const fileName = relative(process.cwd(), file.name)
  for (const test of file.assertionResults) {
    if (test.status !== 'failed') continue
    console.log(`FAILED ${fileName} › ${test.fullName}`)
    const error = (test.failureMessages[0] ?? '').split('\n').slice(0, ERROR_LINES)
    for (const line of error) console.log(`    ${line.slice(0, 200)}`)
  }
  if (file.status === 'failed' && file.assertionResults.length === 0) console.log(`FAILED ${fileName}: ${file.message}`)
}
