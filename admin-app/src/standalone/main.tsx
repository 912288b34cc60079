import '@dilemma/design-system/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { StandaloneApp } from './StandaloneApp'

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('index.html lacks #root')

// The API's address is not built in: StandaloneApp reads it from config.json beside index.html.
createRoot(rootElement).render(
  <StrictMode>
    <StandaloneApp />
  </StrictMode>,
)
