import { useEffect } from 'react'
import { useIntl } from '@dilemma/design-system'

/** Page title and description meta come from the translations of the current language. */
export function useDocumentMeta(): void {
  const intl = useIntl()
  const title = intl.formatMessage({ id: 'shell.meta.title' })
  const description = intl.formatMessage({ id: 'shell.meta.description' })

  useEffect(() => {
    document.title = title
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.append(meta)
    }
    meta.content = description
  }, [title, description])
}
