import { fireEvent } from '@testing-library/react'

/** Pretends the page scrolled to `y` and tells the listeners. */
export function scrollWindowTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
  fireEvent.scroll(window)
}
