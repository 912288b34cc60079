import { useEffect } from 'react'
import type { ShareMeta } from './shareMeta'

function setMeta(attribute: 'name' | 'property', key: string, content: string | null): () => void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
  const previous = element?.content ?? null
  if (!element) {
    element = document.createElement('meta')
    element.setAttribute(attribute, key)
    document.head.append(element)
  }
  if (content === null) element.remove()
  else element.content = content
  const target = element
  return () => {
    if (previous === null) target.remove()
    else {
      target.content = previous
      if (!target.isConnected) document.head.append(target)
    }
  }
}

/**
 * Page title and share meta while a page (a poll, a profile) is open; afterwards the shell's title
 * and description in the language then on screen (`<html data-default-*>`, see the shell's
 * useDocumentMeta), else the previous values. `<html data-page-title>` tells the shell, while the
 * page is open, that a language switch must not replace its title.
 */
export function useShareMeta(meta: ShareMeta | null): void {
  const { title, description, image } = meta ?? {}
  useEffect(() => {
    if (title === undefined || description === undefined) return
    const root = document.documentElement
    const previousTitle = document.title
    root.dataset.pageTitle = title
    document.title = title
    const restore = [
      setMeta('name', 'description', description),
      setMeta('property', 'og:title', title),
      setMeta('property', 'og:description', description),
      setMeta('property', 'og:image', image ?? null),
      setMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    ]
    return () => {
      delete root.dataset.pageTitle
      restore.reverse().forEach((undo) => undo())
      document.title = root.dataset.defaultTitle ?? previousTitle
      if (root.dataset.defaultDescription) setMeta('name', 'description', root.dataset.defaultDescription)
    }
  }, [title, description, image])
}
