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

/** Page title and share meta while a post's page is open; the previous values come back afterwards. */
export function useShareMeta(meta: ShareMeta | null): void {
  const { title, description, image } = meta ?? {}
  useEffect(() => {
    if (title === undefined || description === undefined) return
    const previousTitle = document.title
    document.title = title
    const restore = [
      setMeta('name', 'description', description),
      setMeta('property', 'og:title', title),
      setMeta('property', 'og:description', description),
      setMeta('property', 'og:image', image ?? null),
      setMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    ]
    return () => {
      document.title = previousTitle
      restore.reverse().forEach((undo) => undo())
    }
  }, [title, description, image])
}
