import type { MemberStats } from '@dilemma/api-client'
import { describe, expect, it } from 'vitest'
import { someStats } from '../testing/badgeFixtures'
import { statFigures } from './statFigures'

describe('statFigures', () => {
  it('lists the ten counters in the modal order', () => {
    expect(statFigures(someStats).slice(0, 3)).toEqual([
      { figure: 'current_login_streak', value: 3 },
      { figure: 'max_login_streak', value: 12 },
      { figure: 'total_posts_created', value: 4 },
    ])
    expect(statFigures(someStats)).toHaveLength(10)
  })

  it('counts a counter the server left out as 0', () => {
    const partial = { ...someStats, total_polls: undefined } as unknown as MemberStats
    expect(statFigures(partial).find((item) => item.figure === 'total_polls')?.value).toBe(0)
  })
})
