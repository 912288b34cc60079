import { createContext, useContext, useEffect, useMemo, useState } from 'react'
import type { ReactNode } from 'react'
import type { Language } from '../languages'
import { detectLanguage, languageStorageKey, readLanguageSources } from './detectLanguage'

interface LanguageState {
  language: Language
  setLanguage: (language: Language) => void
}

const LanguageContext = createContext<LanguageState | null>(null)

/** Owns the current language: detects it once, stores every choice, keeps `<html lang>` in step. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(() => detectLanguage(readLanguageSources()))

  useEffect(() => {
    document.documentElement.lang = language
  }, [language])

  const state = useMemo<LanguageState>(
    () => ({
      language,
      setLanguage: (next) => {
        window.localStorage.setItem(languageStorageKey, next)
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
