import { useEffect, useLayoutEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { COOKIES } from '@dilemma/api-client'

const appShownListeners = new Set<() => void>()
let appShown = false

/**
 * The server's first screen (docs/adr/0026-first-screen-take-over.md): the server sends a page's
 * first screen rendered by the app's own components in `#first-screen`, and the app's `#root`
 * hidden beside it. The app renders into `#root` as always; the screen that the server rendered
 * shows the app in the commit that puts the same screen on the page (before the browser paints it),
 * and the server's copy leaves. Pages without a first screen have neither element nor `hidden`.
 */
export function showApp(): void {
  document.getElementById('first-screen')?.remove()
  document.getElementById('root')?.removeAttribute('hidden')
  appShown = true
  for (const listener of [...appShownListeners]) listener()
}

/** Rendered by a screen once it is complete: the app takes the page over from the server's copy. */
export function ShowApp(): null {
  useLayoutEffect(showApp, [])
  return null
}

/** `run` in the browser's next idle moment (a task where it has none: Safari). */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 1000 })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(run, 0)
  return () => window.clearTimeout(id)
}

/**
 * Calls `start` in the first idle moment after the app shows the page: after it has taken the
 * server's first screen over, at once where there is none. For work the page does not show at
 * first (a member's notifications): it stays out of the take-over's long tasks. Returns a cancel.
 */
function afterAppShown(start: () => void): () => void {
  if (appShown || !document.getElementById('first-screen')) return whenIdle(start)
  let cancel: () => void = () => appShownListeners.delete(listener)
  const listener = () => {
    appShownListeners.delete(listener)
    cancel = whenIdle(start)
  }
  appShownListeners.add(listener)
  return () => cancel()
}

const partsWaiting: (() => void)[] = []
let partsRunning = false

/**
 * Runs `run` after the app has shown the page, one waiting part per idle moment (each a render and
 * commit of its own). Returns a cancel.
 */
export function inTurnAfterAppShown(run: () => void): () => void {
  partsWaiting.push(run)
  if (!partsRunning) {
    partsRunning = true
    afterAppShown(runNextPart)
  }
  return () => {
    const index = partsWaiting.indexOf(run)
    if (index >= 0) partsWaiting.splice(index, 1)
  }
}

function runNextPart(): void {
  const run = partsWaiting.shift()
  if (!run) {
    partsRunning = false
    return
  }
  run()
  whenIdle(runNextPart)
}

/** The server's markup of the first screen's part `part` while the app takes it over, else null. */
export function firstScreenMarkupOf(part: string): string | null {
  if (typeof document === 'undefined') return null
  // Once the app has shown the page, the server's copy is gone.
  const copy = document.getElementById('first-screen')?.querySelector(`[data-first-screen-part="${part}"]`)
  return copy?.innerHTML ?? null
}

/** False until the first idle moment after the app shows the page (`afterAppShown`); false on the server. */
export function useAfterAppShown(): boolean {
  const [started, setStarted] = useState(false)
  useEffect(() => (started ? undefined : afterAppShown(() => setStarted(true))), [started])
  return started
}

/** The clock of a server's first screen: when it was rendered, and in which time zone its dates are. */
export interface FirstScreenClock {
  /** ISO time. */
  renderedAt: string
  /** IANA name. */
  timeZone: string
}

/** Where the server's first screen leaves its clock (a screen with data: polls, dates). */
export const firstScreenClockKey = ['first-screen', 'clock'] as const

/** The cookie that tells the server the reader's time zone (backend `first_screen.ts`). */
const TIME_ZONE_COOKIE = COOKIES.timeZone

/** The browser's (or on the server, the process's) time zone, by its IANA name. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone
}

/**
 * Keeps the browser's time zone in a cookie, so that the server's first screens show dates in it (a
 * year). In the first idle moment after the app shows the page: the browser's first look-up of its
 * time zone sets up its date formats, a long task of its own on a slow phone (~100 ms).
 */
export function storeTimeZoneCookie(): void {
  afterAppShown(() => {
    document.cookie = `${TIME_ZONE_COOKIE}=${browserTimeZone()}; path=/; max-age=31536000; samesite=lax`
  })
}

/**
 * The time a screen's relative figures (a poll's hours left) are counted from: the server's render
 * time while the app renders the take-over of its first screen, so that it shows the same text even
 * when an hour turns in between; the clock's time in every later render, and where there is no first
 * screen. A screen of the take-over is not rendered again for it: its figures are seconds old until
 * it renders again anyway.
 */
export function useScreenTime(): Date {
  const renderedAt = useQueryClient().getQueryData<FirstScreenClock>(firstScreenClockKey)?.renderedAt
  // The server renders its first screen; in the browser, the server's copy is there until the take-over.
  const takingOver = typeof document === 'undefined' || document.getElementById('first-screen') !== null
  return renderedAt && takingOver ? new Date(renderedAt) : new Date()
}

/**
 * The time zone a page's dates are shown in: the server's first screen's, until the first idle
 * moment after the app has taken it over, so that the take-over shows the same dates; then the
 * browser's (undefined) if it is another. They differ only on a reader's first visit, before the
 * server knows hers (`storeTimeZoneCookie`). The browser's zone is looked up only then, not while
 * the take-over renders (see `storeTimeZoneCookie`).
 */
export function useFirstScreenTimeZone(firstScreenTimeZone: string | undefined): string | undefined {
  const [timeZone, setTimeZone] = useState(firstScreenTimeZone)
  useEffect(() => {
    if (timeZone === undefined) return undefined
    return afterAppShown(() => {
      if (timeZone !== browserTimeZone()) setTimeZone(undefined)
    })
  }, [timeZone])
  return timeZone
}
