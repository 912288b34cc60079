import { describe, expect, it } from 'vitest'
import { voteShares } from './voteShares'

describe('voteShares', () => {
  it('gives whole percentages that add up to 100', () => {
    expect(voteShares([7, 4])).toEqual([64, 36])
    expect(voteShares([2, 1, 0])).toEqual([67, 33, 0])
  })

  it('gives equal counts equal shares', () => {
    expect(voteShares([4, 4])).toEqual([50, 50])
    expect(voteShares([4, 4, 3])).toEqual([36, 36, 28])
    expect(voteShares([3, 4, 4])).toEqual([28, 36, 36])
    expect(voteShares([1, 1, 1, 1])).toEqual([25, 25, 25, 25])
  })

  it('breaks a tie that cannot be shared in option order, the same every time', () => {
    expect(voteShares([1, 1, 1])).toEqual([34, 33, 33])
    expect(voteShares([1, 1, 1])).toEqual(voteShares([1, 1, 1]))
    expect(voteShares([1, 1, 1, 3])).toEqual([17, 17, 16, 50])
  })

  it('gives zeros when nobody voted', () => {
    expect(voteShares([0, 0])).toEqual([0, 0])
  })

  it('gives 100 to a single voted option', () => {
    expect(voteShares([0, 5, 0, 0])).toEqual([0, 100, 0, 0])
  })
})
