import { test } from '@japa/runner'
import { runPeriodically } from '#services/system/periodic_task'
import { metricsRegistry } from '#services/system/metrics'
import { metricValue } from '#tests/helpers/metrics'

/** Resolves once `condition` holds, checking every few milliseconds (at most 5 s). */
async function until(condition: () => boolean) {
  const deadline = Date.now() + 5_000
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met within 5 s')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

test.group('runPeriodically', () => {
  test('runs the task again and again, one run at a time', async ({ assert }) => {
    let runs = 0
    let concurrent = 0
    let mostConcurrent = 0
    const task = runPeriodically('unit', 5, async () => {
      runs += 1
      concurrent += 1
      mostConcurrent = Math.max(mostConcurrent, concurrent)
      await new Promise((resolve) => setTimeout(resolve, 30))
      concurrent -= 1
    })
    await until(() => runs >= 3)
    await task.stop()
    assert.equal(mostConcurrent, 1)
  })

  test('stop waits for the run under way, and no run starts after it', async ({ assert }) => {
    let runs = 0
    let finishRun = () => {}
    let finished = false
    const task = runPeriodically('unit', 5, async () => {
      runs += 1
      await new Promise<void>((resolve) => (finishRun = resolve))
      finished = true
    })
    await until(() => runs === 1)

    let stopped = false
    const stopping = task.stop().then(() => (stopped = true))
    await new Promise((resolve) => setTimeout(resolve, 30))
    assert.isFalse(stopped)
    finishRun()
    await stopping
    assert.isTrue(finished)

    await new Promise((resolve) => setTimeout(resolve, 30))
    assert.equal(runs, 1)
  })

  test('keeps running after a run has failed', async ({ assert }) => {
    let runs = 0
    const task = runPeriodically('unit', 5, async () => {
      runs += 1
      throw new Error('the database is busy')
    })
    await until(() => runs >= 2)
    await task.stop()
    assert.isAtLeast(runs, 2)
  })
  test('counts its runs by outcome in the metrics', async ({ assert }) => {
    let runs = 0
    const task = runPeriodically('unit counted', 5, async () => {
      runs += 1
      if (runs === 2) throw new Error('the database is busy')
    })
    await until(() => runs >= 3)
    await task.stop()
    const text = await metricsRegistry.metrics()
    const counted = (outcome: string) =>
      metricValue(text, 'dilemma_sweep_runs_total', { sweep: 'unit counted', outcome })
    assert.equal(counted('failed'), 1)
    assert.equal(counted('done'), runs - 1)
  })
})
