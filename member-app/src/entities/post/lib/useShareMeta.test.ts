import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useShareMeta } from './useShareMeta'

const root = document.documentElement
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content')

afterEach(() => {
  delete root.dataset.defaultTitle
  delete root.dataset.defaultDescription
})

describe('useShareMeta', () => {
  it("shows the page's title while open and the shell's current defaults after it closes", () => {
    document.title = 'Dilemma – quick decisions'
    const meta = { title: 'Kita or childminder?', description: 'Our daughter turns one.', image: null }
    const { unmount } = renderHook(() => useShareMeta(meta))
    expect(document.title).toBe('Kita or childminder?')
    expect(root.dataset.pageTitle).toBe('Kita or childminder?')
    expect(description()).toBe('Our daughter turns one.')

    // Meanwhile the language changed: the shell's defaults are German now.
    root.dataset.defaultTitle = 'Dilemma – schnelle Entscheidungen'
    root.dataset.defaultDescription = 'Ehrliche Meinungen'
    unmount()

    expect(document.title).toBe('Dilemma – schnelle Entscheidungen')
    expect(description()).toBe('Ehrliche Meinungen')
    expect(root.dataset.pageTitle).toBeUndefined()
  })
})
