import { useEffect } from 'react'
import { useIntl, useLocation } from '@dilemma/design-system'
import { pageKeyOf } from './pageMeta'

/**
 * The page's title and description meta in the current language (pageMeta.ts). They are also kept on
 * `<html data-default-title data-default-description>`: a page that shows its own title (a poll,
 * a profile) marks `<html data-page-title>` and restores these defaults when it closes, and while
 * it is open a language switch leaves its title alone.
 */
export function useDocumentMeta(): void {
  const intl = useIntl()
  const page = pageKeyOf(useLocation().pathname)
  const title = intl.formatMessage({ id: `shell.meta.${page}.title` })
  const description = intl.formatMessage({ id: `shell.meta.${page}.description` })

  useEffect(() => {
    const root = document.documentElement
    root.dataset.defaultTitle = title
    root.dataset.defaultDescription = description
    if (root.dataset.pageTitle !== undefined) return
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
