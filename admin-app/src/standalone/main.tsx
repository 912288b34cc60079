import { createApiClient } from '@dilemma/api-client'
import '@dilemma/design-system/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { StandaloneApp } from './StandaloneApp'

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('index.html lacks #root')

// Another origin than the API's: the client sends cookies with every call (credentials: include).
const client = createApiClient({ baseUrl: import.meta.env.VITE_API_URL ?? '/api' })

createRoot(rootElement).render(
  <StrictMode>
    <StandaloneApp client={client} />
  </StrictMode>,
)
