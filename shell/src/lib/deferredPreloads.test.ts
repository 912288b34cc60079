import { afterEach, describe, expect, it } from 'vitest'
import { addDeferredPreloads } from './deferredPreloads'

afterEach(() => {
  document.body.innerHTML = ''
  document.head.innerHTML = ''
})

describe('addDeferredPreloads', () => {
  it('moves the preloads the server kept back into the head, where the browser fetches them', () => {
    document.body.innerHTML =
      '<div id="root" hidden></div><template id="after-first-paint">' +
      '<link rel="modulepreload" href="/assets/a.js"><link rel="modulepreload" href="/assets/b.js"></template>'
    addDeferredPreloads()
    const hrefs = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    )
    expect(hrefs).toEqual(['/assets/a.js', '/assets/b.js'])
  })

  it('adds nothing to a page without them', () => {
    addDeferredPreloads()
    expect(document.head.children).toHaveLength(0)
  })
})
