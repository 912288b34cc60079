import { createContext, useContext, useEffect, useMemo, useState } from 'react'
import type { ReactNode } from 'react'
import type { Language } from '../languages'
import {
  detectLanguage,
  languageStorageKey,
  readLanguageSources,
  storeLanguageCookie,
  syncLanguageCookie,
} from './detectLanguage'

interface LanguageState {
  language: Language
  setLanguage: (language: Language) => void
}

const LanguageContext = createContext<LanguageState | null>(null)

export interface LanguageProviderProps {
  children: ReactNode
  /** The language to start in instead of detecting it (the server's first screen). */
  initialLanguage?: Language
}

/**
 * Owns the current language: detects it once, stores every choice (local storage, and the
 * `dilemma_language` cookie the server's first screen reads, written for an older stored choice
 * too), keeps `<html lang>` in step.
 */
export function LanguageProvider({ children, initialLanguage }: LanguageProviderProps) {
  const [language, setLanguageState] = useState<Language>(
    () => initialLanguage ?? detectLanguage(readLanguageSources()),
  )

  // The server's next first screen in the stored choice, whichever page this is.
  useEffect(syncLanguageCookie, [])

  useEffect(() => {
    // Only when it changes: setting `lang`, even to the same value, has the browser restyle the
    // whole page (its `:lang()` rules), a long task when the app takes over the first screen.
    if (document.documentElement.lang !== language) document.documentElement.lang = language
  }, [language])

  const state = useMemo<LanguageState>(
    () => ({
      language,
      setLanguage: (next) => {
        window.localStorage.setItem(languageStorageKey, next)
        storeLanguageCookie(next)
        setLanguageState(next)
      },
    }),
    [language],
  )
  return <LanguageContext.Provider value={state}>{children}</LanguageContext.Provider>
}

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext)
  if (!state) throw new Error('useLanguage must be used inside <LanguageProvider>')
  return state
}
