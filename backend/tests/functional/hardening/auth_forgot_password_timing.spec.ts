import { test } from '@japa/runner'
import limiter from '@adonisjs/limiter/services/main'
import { backgroundTasksSettled } from '#services/system/background_tasks'
import { outboxForGroup } from '#tests/helpers/outbox'
import { TimedClient } from '#tests/helpers/timed_client'
import { createUser } from '#tests/helpers/users'

const ROUNDS = 50
const WARM_UP_ROUNDS = 10

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 0 ? (sorted[middle - 1]! + sorted[middle]!) / 2 : sorted[middle]!
}

test.group('Hardening: forgot-password timing', (group) => {
  const outbox = outboxForGroup(group)

  test('a known and an unknown address answer within 1 ms of each other (medians of 50)', async ({
    assert,
    cleanup,
  }) => {
    await createUser({ email: 'known@example.com' })
    const client = await TimedClient.open()
    cleanup(() => client.close())
    async function answerTime(email: string): Promise<number> {
      await limiter.clear()
      const answer = await client.send('POST', '/api/auth/forgot-password', { email, language: 'en' })
      assert.equal(answer.status, 200)
      // The deferred mail is out before the next call, so it never slows a measured answer.
      await backgroundTasksSettled()
      return answer.elapsedMs
    }

    const times = { known: [] as number[], unknown: [] as number[] }
    for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
      // Interleaved, each first every other round: a load spike on the machine hits both alike.
      const order = round % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const)
      for (const kind of order) {
        const elapsed = await answerTime(`${kind}@example.com`)
        if (round >= WARM_UP_ROUNDS) times[kind].push(elapsed)
      }
    }

    assert.isBelow(Math.abs(median(times.known) - median(times.unknown)), 1)
    assert.lengthOf(await outbox.mailsTo('known@example.com'), WARM_UP_ROUNDS + ROUNDS)
  }).timeout(60_000)
})
