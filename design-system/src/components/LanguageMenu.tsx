import { Button, Group } from '@mantine/core'
import { languageNames, supportedLanguages } from '@dilemma/app-runtime'
import type { Language } from '@dilemma/app-runtime'

export interface LanguageMenuProps {
  value: Language
  onChange: (language: Language) => void
  /** Accessible name of the switcher, already translated (e.g. "Change language"). */
  label: string
}

/** DE · EN · TR as one compact button group (lighter on the first page than a dropdown menu). */
export function LanguageMenu({ value, onChange, label }: LanguageMenuProps) {
  return (
    <Group gap={2} role="group" aria-label={label} wrap="nowrap">
      {supportedLanguages.map((language) => (
        <Button
          key={language}
          size="compact-sm"
          variant={language === value ? 'light' : 'subtle'}
          aria-pressed={language === value}
          lang={language}
          // The name starts with the visible code ("DE – Deutsch"), so voice control finds it (WCAG 2.5.3).
          aria-label={`${language.toUpperCase()} – ${languageNames[language]}`}
          title={languageNames[language]}
          onClick={() => onChange(language)}
        >
          {language.toUpperCase()}
        </Button>
      ))}
    </Group>
  )
}
