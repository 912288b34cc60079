import { MantineProvider } from '@mantine/core'
import type { ReactNode } from 'react'
import { dilemmaCssVariables, dilemmaTheme } from './theme'

export interface DilemmaThemeProviderProps {
  children: ReactNode
  /** `test` disables transitions and portals (Testing Library, jsdom). */
  env?: 'default' | 'test'
}

/**
 * The one place a MantineProvider is created: the shell and the standalone admin site mount it once.
 * The theme's CSS variables and classes are in styles.css (theme.css), not written by the provider
 * into the page: a <style> the app adds when it takes over the server's first screen had the
 * browser restyle the whole page in one long task.
 */
export function DilemmaThemeProvider({ children, env = 'default' }: DilemmaThemeProviderProps) {
  return (
    <MantineProvider
      theme={dilemmaTheme}
      cssVariablesResolver={dilemmaCssVariables}
      defaultColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
      env={env}
    >
      {children}
    </MantineProvider>
  )
}
