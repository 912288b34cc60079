import { test } from '@japa/runner'
import { runOncePerPeriod } from '#services/system/fleet_sweep'

test.group('runOncePerPeriod', () => {
  test('runs a sweep once per period, then again once the period is over', async ({ assert }) => {
    const name = `unit_sweep_${Date.now()}`
    let runs = 0
    const sweep = async () => {
      runs += 1
    }
    assert.isTrue(await runOncePerPeriod(name, 200, sweep))
    assert.isFalse(await runOncePerPeriod(name, 200, sweep))
    assert.equal(runs, 1)

    let ranAgain = false
    const deadline = Date.now() + 5_000
    while (!ranAgain && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      ranAgain = await runOncePerPeriod(name, 200, sweep)
    }
    assert.isTrue(ranAgain)
    assert.equal(runs, 2)
  })
})
