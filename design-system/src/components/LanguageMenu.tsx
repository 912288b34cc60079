import { Button, Menu } from '@mantine/core'
import { languageNames, supportedLanguages } from '../languages'
import type { Language } from '../languages'

export interface LanguageMenuProps {
  value: Language
  onChange: (language: Language) => void
  /** Accessible name of the menu button, already translated (e.g. "Change language"). */
  label: string
}

export function LanguageMenu({ value, onChange, label }: LanguageMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="compact-md" aria-label={label}>
          {value.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {supportedLanguages.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            aria-current={language === value ? 'true' : undefined}
            fw={language === value ? 800 : undefined}
            onClick={() => onChange(language)}
          >
            {language.toUpperCase()} · {languageNames[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
