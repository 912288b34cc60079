import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BadgeIcon } from './BadgeIcon'
import { tierColors } from './badgeArt'

const faceOf = (svg: Element) => svg.querySelectorAll('circle')[1]!.getAttribute('fill')

describe('BadgeIcon', () => {
  it('is an image named by its label, in the tier colour, with one pip per tier', () => {
    render(<BadgeIcon type="LOGIN_STREAK" tier={3} size={256} label="15-day streak" />)
    const icon = screen.getByRole('img', { name: '15-day streak' })
    expect(icon).toHaveAttribute('width', '256')
    expect(faceOf(icon)).toBe(tierColors(3).face)
    // Rim, face and three pips.
    expect(icon.querySelectorAll('circle')).toHaveLength(5)
  })

  it('is hidden from screen readers without a label (the text beside it names the badge)', () => {
    const { container } = render(<BadgeIcon type="POST_SAVE" tier={1} size={24} />)
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  })

  it('draws each family and tier differently', () => {
    const { container } = render(
      <>
        <BadgeIcon type="VOTES_GIVEN" tier={1} />
        <BadgeIcon type="LIKES_GIVEN" tier={1} />
        <BadgeIcon type="VOTES_GIVEN" tier={2} />
      </>,
    )
    const [votes1, likes1, votes2] = [...container.querySelectorAll('svg')].map((svg) => svg.innerHTML)
    expect(votes1).not.toBe(likes1)
    expect(votes1).not.toBe(votes2)
  })

  it('shows a locked badge as a grey padlock without tier pips', () => {
    render(<BadgeIcon type="LIKES_RECEIVED" tier={4} locked label="Locked badge" />)
    const icon = screen.getByRole('img', { name: 'Locked badge' })
    expect(icon).toHaveAttribute('data-locked', 'true')
    expect(faceOf(icon)).not.toBe(tierColors(4).face)
    expect(icon.querySelectorAll('circle')).toHaveLength(2)
  })
})
