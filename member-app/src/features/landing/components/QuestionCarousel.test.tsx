import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderInMemberProviders } from '@/testing/renderMemberApp'
import { QuestionCarousel } from './QuestionCarousel'

function setTabVisibility(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state)
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'))
  })
}

const firstQuestion = 'Should I go back to work full-time or part-time after parental leave?'
const secondQuestion = 'Birthday party at home or at the playground?'

describe('QuestionCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })

  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('advances every 5 seconds and wraps around after the fifth question', () => {
    renderInMemberProviders(<QuestionCarousel />)
    expect(screen.getByText(firstQuestion)).toBeInTheDocument()

    act(() => vi.advanceTimersByTime(4999))
    expect(screen.getByText(firstQuestion)).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByText(secondQuestion)).toBeInTheDocument()

    act(() => vi.advanceTimersByTime(4 * 5000))
    expect(screen.getByText(firstQuestion)).toBeInTheDocument()
  })

  it('pauses while the browser tab is hidden', () => {
    renderInMemberProviders(<QuestionCarousel />)
    setTabVisibility('hidden')
    act(() => vi.advanceTimersByTime(15_000))
    expect(screen.getByText(firstQuestion)).toBeInTheDocument()

    setTabVisibility('visible')
    act(() => vi.advanceTimersByTime(5000))
    expect(screen.getByText(secondQuestion)).toBeInTheDocument()
  })

  it('jumps to a question from its dot', () => {
    renderInMemberProviders(<QuestionCarousel />)
    act(() => screen.getByRole('button', { name: 'Show example question 2 of 5' }).click())
    expect(screen.getByText(secondQuestion)).toBeInTheDocument()
  })
})
