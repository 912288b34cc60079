import type { ApiClient, NewBadge } from '@dilemma/api-client'
import { ApiClientProvider } from '@dilemma/app-runtime'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { firstVoteBadge, setDocumentVisibility } from './testing/badgeFixtures'
import { useNewBadgePoll } from './useNewBadgePoll'

function renderPoll(enabled: boolean, answer: NewBadge[] = []) {
  const unseen = vi.fn(() => Promise.resolve({ success: true as const, newBadges: answer }))
  const client = { badges: { unseen } } as unknown as ApiClient
  const onAnswer = vi.fn()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={client}>{children}</ApiClientProvider>
  )
  const hook = renderHook(({ on }) => useNewBadgePoll(on, onAnswer), { wrapper, initialProps: { on: enabled } })
  return { unseen, onAnswer, hook }
}

/** Moves the fake clock and lets the answered promises settle. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

beforeEach(() => {
  vi.useFakeTimers()
  setDocumentVisibility('visible')
})

afterEach(() => {
  vi.useRealTimers()
  setDocumentVisibility('visible')
})

describe('new-badge poll', () => {
  it('asks at once, then every 30 s, and hands over what the server answered', async () => {
    const { unseen, onAnswer } = renderPoll(true, [firstVoteBadge])
    await advance(0)
    expect(unseen).toHaveBeenCalledTimes(1)
    expect(onAnswer).toHaveBeenCalledWith([firstVoteBadge])

    await advance(29_999)
    expect(unseen).toHaveBeenCalledTimes(1)
    await advance(1)
    expect(unseen).toHaveBeenCalledTimes(2)
    await advance(60_000)
    expect(unseen).toHaveBeenCalledTimes(4)
  })

  it('pauses while the tab is hidden and asks at once when it is visible again', async () => {
    const { unseen } = renderPoll(true)
    await advance(0)
    expect(unseen).toHaveBeenCalledTimes(1)

    act(() => setDocumentVisibility('hidden'))
    await advance(120_000)
    expect(unseen).toHaveBeenCalledTimes(1)

    act(() => setDocumentVisibility('visible'))
    await advance(0)
    expect(unseen).toHaveBeenCalledTimes(2)
    // And the 30 s rhythm starts again from there.
    await advance(30_000)
    expect(unseen).toHaveBeenCalledTimes(3)
  })

  it('never asks for a guest, and stops when she signs out', async () => {
    const guest = renderPoll(false)
    await advance(90_000)
    expect(guest.unseen).not.toHaveBeenCalled()

    const member = renderPoll(true)
    await advance(0)
    member.hook.rerender({ on: false })
    await advance(90_000)
    expect(member.unseen).toHaveBeenCalledTimes(1)
  })

  it('keeps polling after a failed request', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { unseen } = renderPoll(true)
    await advance(0)
    unseen.mockRejectedValueOnce(new Error('offline'))
    await advance(30_000)
    expect(warn).toHaveBeenCalled()
    await advance(30_000)
    expect(unseen).toHaveBeenCalledTimes(3)
    warn.mockRestore()
  })
})
