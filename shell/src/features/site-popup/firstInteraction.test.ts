import { describe, expect, it, vi } from 'vitest'
import { watchFirstInteraction } from './firstInteraction'

describe('watchFirstInteraction', () => {
  it('is false until the first press, key or scroll, then tells its listeners once', () => {
    for (const type of ['pointerup', 'keyup', 'scroll']) {
      const target = new EventTarget()
      const interaction = watchFirstInteraction(target)
      const listener = vi.fn()
      interaction.subscribe(listener)
      target.dispatchEvent(new Event('pointermove'))
      expect(interaction.happened()).toBe(false)
      target.dispatchEvent(new Event(type))
      target.dispatchEvent(new Event(type))
      expect(interaction.happened()).toBe(true)
      expect(listener).toHaveBeenCalledTimes(1)
    }
  })
})
