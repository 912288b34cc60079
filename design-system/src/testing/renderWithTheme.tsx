import { render } from '@testing-library/react'
import type { RenderResult } from '@testing-library/react'
import type { ReactElement } from 'react'
import { DilemmaThemeProvider } from '../DilemmaThemeProvider'

export function renderWithTheme(ui: ReactElement): RenderResult {
  return render(<DilemmaThemeProvider env="test">{ui}</DilemmaThemeProvider>)
}
