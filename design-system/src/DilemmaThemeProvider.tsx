import { MantineProvider } from '@mantine/core'
import type { ReactNode } from 'react'
import { dilemmaCssVariables, dilemmaTheme } from './theme'

export interface DilemmaThemeProviderProps {
  children: ReactNode
  /** `test` disables transitions and portals (Testing Library, jsdom). */
  env?: 'default' | 'test'
}

/** The one place a MantineProvider is created: the shell and the standalone admin site mount it once. */
export function DilemmaThemeProvider({ children, env = 'default' }: DilemmaThemeProviderProps) {
  return (
    <MantineProvider
      theme={dilemmaTheme}
      cssVariablesResolver={dilemmaCssVariables}
      defaultColorScheme="light"
      env={env}
    >
      {children}
    </MantineProvider>
  )
}
