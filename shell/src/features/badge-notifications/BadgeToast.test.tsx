import { IntlProvider } from '@dilemma/app-runtime'
import { DilemmaThemeProvider } from '@dilemma/design-system'
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import badgesEn from '@dilemma/design-system/badges/i18n/en.json'
import notificationsEn from './i18n/en.json'
import { BadgeToast } from './BadgeToast'
import { firstVoteBadge } from './testing/badgeFixtures'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function renderToast(onCleared: () => void) {
  render(
    <DilemmaThemeProvider env="test">
      <IntlProvider locale="en" messages={{ ...badgesEn, ...notificationsEn }}>
        <BadgeToast badge={firstVoteBadge} onCleared={onCleared} />
      </IntlProvider>
    </DilemmaThemeProvider>,
  )
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe('badge toast', () => {
  it('appears after 100 ms, hides after 5 s and is cleared 0.5 s later', () => {
    const onCleared = vi.fn()
    renderToast(onCleared)

    advance(99)
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    advance(1)
    const toast = screen.getByRole('status')
    expect(toast).toHaveTextContent('Congratulations, you earned a badge!')
    expect(toast).toHaveTextContent('First vote')
    expect(toast).toHaveTextContent('You cast your first vote.')

    advance(4_999)
    expect(toast).toHaveAttribute('data-phase', 'shown')
    advance(1)
    expect(toast).toHaveAttribute('data-phase', 'hiding')
    expect(toast).toHaveStyle({ opacity: '0' })
    expect(onCleared).not.toHaveBeenCalled()

    advance(499)
    expect(onCleared).not.toHaveBeenCalled()
    advance(1)
    expect(onCleared).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('First vote')).not.toBeInTheDocument()
  })
})
