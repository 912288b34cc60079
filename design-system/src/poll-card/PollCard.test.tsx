import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithTheme } from '../testing/renderWithTheme'
import { PollCard } from './PollCard'
import type { PollCardLabels, PollCardOption } from './pollCardTypes'

const labels: PollCardLabels = {
  readMore: 'Read more',
  showLess: 'Show less',
  yourChoice: 'Your choice',
  votes: (count) => `${count} votes`,
  choose: (letter, text) => `${letter}: ${text} – vote`,
  resultOf: (letter, percent, votes) => `${letter}: ${percent}%, ${votes} votes`,
  optionImage: (letter) => `Image of option ${letter}`,
}

const options: PollCardOption[] = [
  { letter: 'a', text: 'Kita', votes: 2 },
  { letter: 'b', text: 'Tagesmutter', votes: 1, chosen: true },
]

describe('PollCard', () => {
  const pictured: PollCardOption[] = [
    { letter: 'a', text: 'Kita', votes: 2 },
    { letter: 'b', text: 'Tagesmutter', votes: 1, imageUrl: '/uploads/b.webp' },
    { letter: 'c', text: 'Oma', votes: 0, imageUrl: '/uploads/c.webp' },
  ]
  const loadingOf = (letter: string) => {
    const image = screen.getByRole('img', { name: `Image of option ${letter}` })
    return [image.getAttribute('loading'), image.getAttribute('fetchpriority')]
  }

  it("the first card on a screen fetches its pictures at once, its first with high priority; another card's wait", () => {
    const { unmount } = renderWithTheme(
      <PollCard title="Kita?" description="" options={pictured} showResults={false} labels={labels} firstOnScreen />,
    )
    expect(loadingOf('B')).toEqual(['eager', 'high'])
    expect(loadingOf('C')).toEqual(['eager', 'auto'])
    unmount()

    renderWithTheme(<PollCard title="Kita?" description="" options={pictured} showResults={false} labels={labels} />)
    expect(loadingOf('B')).toEqual(['lazy', 'auto'])
    expect(loadingOf('C')).toEqual(['lazy', 'auto'])
  })

  it('offers the options as vote buttons while results are hidden', async () => {
    const choose = vi.fn()
    renderWithTheme(
      <PollCard
        title="Kita?"
        description="Which one?"
        options={options}
        showResults={false}
        onChooseOption={choose}
        labels={labels}
      />,
    )

    expect(screen.getByRole('heading', { name: 'Kita?' })).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'B: Tagesmutter – vote' }))
    expect(choose).toHaveBeenCalledWith('b')
  })

  it('shows bars, percentages and counts with the reader’s choice when results are shown', () => {
    renderWithTheme(<PollCard title="Kita?" description="Which one?" options={options} showResults labels={labels} />)

    expect(screen.queryByRole('button', { name: / – vote$/ })).not.toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'A: 67%, 2 votes' })).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'B: 33%, 1 votes' })).toBeInTheDocument()
    expect(screen.getByText('1 votes · Your choice')).toBeInTheDocument()
  })

  it('cuts a long description at 300 characters and expands it on read more', async () => {
    const description = `${'word '.repeat(70)}END`
    renderWithTheme(<PollCard title="Long" description={description} options={options} showResults labels={labels} />)

    expect(screen.queryByText(/END/)).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Read more' }))
    expect(screen.getByText(/END/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Show less' })).toBeInTheDocument()
  })

  it('cuts an option over 40 characters with its own read more', async () => {
    const long = 'Eine sehr lange Antwortmöglichkeit mit vielen Wörtern darin'
    renderWithTheme(
      <PollCard
        title="T"
        description="D"
        options={[
          { letter: 'a', text: long },
          { letter: 'b', text: 'No' },
        ]}
        showResults={false}
        onChooseOption={() => {}}
        labels={labels}
      />,
    )

    expect(screen.queryByText(long)).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Read more' }))
    expect(screen.getByText(long)).toBeInTheDocument()
  })
})
