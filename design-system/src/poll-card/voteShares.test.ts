import { describe, expect, it } from 'vitest'
import { voteShares } from './voteShares'

describe('voteShares', () => {
  it('gives whole percentages that add up to 100', () => {
    expect(voteShares([1, 1, 1])).toEqual([34, 33, 33])
    expect(voteShares([7, 4])).toEqual([64, 36])
  })

  it('gives zeros when nobody voted', () => {
    expect(voteShares([0, 0])).toEqual([0, 0])
  })

  it('gives 100 to a single voted option', () => {
    expect(voteShares([0, 5, 0, 0])).toEqual([0, 100, 0, 0])
  })
})
