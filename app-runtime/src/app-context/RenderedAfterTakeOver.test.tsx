import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { RenderedAfterTakeOver } from './RenderedAfterTakeOver'
import { ShowApp } from './firstScreen'

function Poll({ title }: { title: string }) {
  return <button>{`vote on ${title}`}</button>
}

function Feed() {
  const [complete, setComplete] = useState(false)
  return (
    <>
      <button onClick={() => setComplete(true)}>complete</button>
      {['one', 'two'].map((title) => (
        <RenderedAfterTakeOver key={title} part={`poll-${title}`}>
          <Poll title={title} />
        </RenderedAfterTakeOver>
      ))}
      {complete && <ShowApp />}
    </>
  )
}

afterEach(() => document.getElementById('first-screen')?.remove())

describe('RenderedAfterTakeOver', () => {
  it('shows the server’s markup of its part, inert, until the app has shown the page, then renders it', async () => {
    document.body.insertAdjacentHTML(
      'afterbegin',
      `<div id="first-screen" inert>
        <div data-first-screen-part="poll-one"><p>server’s one</p></div>
        <div data-first-screen-part="poll-two"><p>server’s two</p></div>
      </div>`,
    )
    const { container } = render(<Feed />)
    const copies = container.querySelectorAll('[data-first-screen-part][inert]')
    expect([...copies].map((copy) => copy.textContent)).toEqual(['server’s one', 'server’s two'])
    expect(screen.queryByRole('button', { name: /vote on/ })).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'complete' }))
    expect(document.getElementById('first-screen')).toBeNull()
    expect(await screen.findByRole('button', { name: 'vote on one' })).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'vote on two' })).toBeInTheDocument()
    expect(container.querySelector('[inert]')).toBeNull()
  })

  it('renders its part at once where the page has no server’s copy of it', () => {
    render(
      <RenderedAfterTakeOver part="poll-three">
        <Poll title="three" />
      </RenderedAfterTakeOver>,
    )
    expect(screen.getByRole('button', { name: 'vote on three' })).toBeInTheDocument()
  })
})
