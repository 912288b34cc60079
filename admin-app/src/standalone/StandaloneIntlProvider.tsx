import { CatalogIntlProvider, createMessageCatalog } from '@dilemma/app-runtime'
import { NoTextsNotice } from '@dilemma/design-system'
import { useState } from 'react'
import type { ReactNode } from 'react'
import { loadAdminMessages } from '../i18n/messages'

/** Without the shell only the admin texts exist; German fills any gap, as in the shell. */
export function StandaloneIntlProvider({ children }: { children: ReactNode }) {
  const [catalog] = useState(() => createMessageCatalog([loadAdminMessages]))
  return (
    <CatalogIntlProvider catalog={catalog} unavailable={<NoTextsNotice />}>
      {children}
    </CatalogIntlProvider>
  )
}
