import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LanguageProvider, useLanguage } from './LanguageContext'

function LanguageSwitch() {
  const { language, setLanguage } = useLanguage()
  return <button onClick={() => setLanguage('tr')}>{language}</button>
}

afterEach(() => {
  vi.restoreAllMocks()
  window.localStorage.clear()
  document.cookie = 'dilemma_language=; path=/; max-age=0'
})

describe('LanguageProvider', () => {
  it('stores a choice in local storage and in the cookie the server reads', async () => {
    render(
      <LanguageProvider>
        <LanguageSwitch />
      </LanguageProvider>,
    )
    await userEvent.click(screen.getByRole('button'))
    expect(screen.getByRole('button')).toHaveTextContent('tr')
    expect(window.localStorage.getItem('dilemma.language')).toBe('tr')
    expect(document.cookie).toContain('dilemma_language=tr')
    expect(document.documentElement.lang).toBe('tr')
  })

  it("starts in the language it is given (the server's first screen), whatever is stored", () => {
    window.localStorage.setItem('dilemma.language', 'de')
    render(
      <LanguageProvider initialLanguage="en">
        <LanguageSwitch />
      </LanguageProvider>,
    )
    expect(screen.getByRole('button')).toHaveTextContent('en')
  })

  it('copies a stored choice the cookie lacks into it, so the next first screen is in it', () => {
    window.localStorage.setItem('dilemma.language', 'de')
    render(
      <LanguageProvider initialLanguage="en">
        <LanguageSwitch />
      </LanguageProvider>,
    )
    expect(document.cookie).toContain('dilemma_language=de')
  })

  it('writes no cookie without a stored choice', () => {
    render(
      <LanguageProvider>
        <LanguageSwitch />
      </LanguageProvider>,
    )
    expect(document.cookie).not.toContain('dilemma_language=')
  })

  it('leaves <html lang> alone when it already names the language (setting it restyles the page)', () => {
    document.documentElement.lang = 'en'
    const setLang = vi.spyOn(HTMLElement.prototype, 'lang', 'set')
    render(
      <LanguageProvider initialLanguage="en">
        <LanguageSwitch />
      </LanguageProvider>,
    )
    expect(screen.getByRole('button')).toHaveTextContent('en')
    expect(setLang).not.toHaveBeenCalled()
  })
})
