import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  ShowApp,
  browserTimeZone,
  firstScreenClockKey,
  storeTimeZoneCookie,
  useAfterAppShown,
  useFirstScreenTimeZone,
  useScreenTime,
} from './firstScreen'

function Notifications() {
  return <p>{useAfterAppShown() ? 'started' : 'waiting'}</p>
}

function Page() {
  const [complete, setComplete] = useState(false)
  return (
    <>
      <Notifications />
      <button onClick={() => setComplete(true)}>complete</button>
      {complete && <ShowApp />}
    </>
  )
}

afterEach(() => document.getElementById('first-screen')?.remove())

describe('useAfterAppShown', () => {
  it('waits for the app to take the server’s first screen over', async () => {
    document.body.insertAdjacentHTML('afterbegin', '<div id="first-screen" inert></div>')
    render(<Page />)
    expect(screen.getByText('waiting')).toBeInTheDocument()
    // Nothing starts while the server's copy is on screen: a start not waiting for the take-over
    // would have come in the next task (jsdom has no idle callbacks).
    await new Promise((resolve) => setTimeout(resolve))
    expect(screen.getByText('waiting')).toBeInTheDocument()

    screen.getByRole('button', { name: 'complete' }).click()
    expect(await screen.findByText('started')).toBeInTheDocument()
    expect(document.getElementById('first-screen')).toBeNull()
  })

  it('starts at once on a page without a first screen', async () => {
    render(<Notifications />)
    expect(await screen.findByText('started')).toBeInTheDocument()
  })
})

describe('useScreenTime', () => {
  function Clock() {
    return <p>{useScreenTime().toISOString()}</p>
  }

  it('is the server’s render time while its first screen is taken over, the clock’s after', () => {
    const renderedAt = new Date(Date.now() - 60_000).toISOString()
    const queryClient = new QueryClient()
    queryClient.setQueryData(firstScreenClockKey, { renderedAt, timeZone: 'UTC' })
    document.body.insertAdjacentHTML('afterbegin', '<div id="first-screen" inert></div>')
    const page = () => (
      <QueryClientProvider client={queryClient}>
        <Clock />
        <ShowApp />
      </QueryClientProvider>
    )
    const { rerender } = render(page())
    expect(screen.getByText(renderedAt)).toBeInTheDocument()

    // The take-over is done (ShowApp): the next render counts from now.
    rerender(page())
    expect(Date.parse(screen.getByRole('paragraph').textContent ?? '')).toBeGreaterThan(Date.parse(renderedAt))
  })

  it('is the clock’s time on a page the server did not render', () => {
    const queryClient = new QueryClient()
    const before = Date.now()
    render(
      <QueryClientProvider client={queryClient}>
        <Clock />
      </QueryClientProvider>,
    )
    expect(Date.parse(screen.getByRole('paragraph').textContent ?? '')).toBeGreaterThanOrEqual(before)
  })
})

describe('useFirstScreenTimeZone', () => {
  function DatesIn({ timeZone }: { timeZone: string | undefined }) {
    return <p>{useFirstScreenTimeZone(timeZone) ?? 'the browser’s'}</p>
  }
  const elsewhere = browserTimeZone() === 'Pacific/Auckland' ? 'America/Lima' : 'Pacific/Auckland'

  it('is the first screen’s while it is taken over, the browser’s after', async () => {
    document.body.insertAdjacentHTML('afterbegin', '<div id="first-screen" inert></div>')
    render(
      <>
        <DatesIn timeZone={elsewhere} />
        <ShowApp />
      </>,
    )
    expect(screen.getByText(elsewhere)).toBeInTheDocument()
    expect(await screen.findByText('the browser’s')).toBeInTheDocument()
  })

  it('stays the first screen’s when it is the browser’s, and is the browser’s when the server sent none', async () => {
    render(
      <>
        <DatesIn timeZone={browserTimeZone()} />
        <DatesIn timeZone={undefined} />
        <Notifications />
      </>,
    )
    // The same dates either way: the page's texts are not rendered again for it.
    await screen.findByText('started')
    expect(screen.getByText(browserTimeZone())).toBeInTheDocument()
    expect(screen.getByText('the browser’s')).toBeInTheDocument()
  })
})

describe('storeTimeZoneCookie', () => {
  afterEach(() => {
    document.cookie = 'dilemma_time_zone=; path=/; max-age=0'
  })

  it('stores the browser’s time zone once the app has taken the first screen over', async () => {
    document.body.insertAdjacentHTML('afterbegin', '<div id="first-screen" inert></div>')
    storeTimeZoneCookie()
    expect(document.cookie).not.toContain('dilemma_time_zone')
    render(<Page />)
    await userEvent.click(screen.getByRole('button', { name: 'complete' }))
    await waitFor(() => expect(document.cookie).toContain(`dilemma_time_zone=${browserTimeZone()}`))
  })
})
