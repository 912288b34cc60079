import { useEffect } from 'react'
import { useFeatureMessages, useIntl, useLocation } from '@dilemma/app-runtime'
import type { LoadMessages } from '@dilemma/app-runtime'
import { pageKeyOf } from './pageMeta'
import { pageMetaMessages } from './pageMetaMessages'

// The landing page's texts come with the first page's messages; the other pages' load when one opens.
const landingPageTexts: readonly LoadMessages[] = []
const otherPagesTexts = [pageMetaMessages]

/**
 * The page's title and description meta in the current language (pageMeta.ts). They are also kept on
 * `<html data-default-title data-default-description>`: a page that shows its own title (a poll,
 * a profile) marks `<html data-page-title>` and restores these defaults when it closes, and while
 * it is open a language switch leaves its title alone. Until a page's texts have loaded, the title
 * the server wrote (or the previous page's) stays.
 */
export function useDocumentMeta(): void {
  const intl = useIntl()
  const page = pageKeyOf(useLocation().pathname)
  const { status } = useFeatureMessages(page === 'landing' ? landingPageTexts : otherPagesTexts)
  const ready = status === 'ready'
  const title = ready ? intl.formatMessage({ id: `shell.meta.${page}.title` }) : null
  const description = ready ? intl.formatMessage({ id: `shell.meta.${page}.description` }) : null

  useEffect(() => {
    if (title === null || description === null) return
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
