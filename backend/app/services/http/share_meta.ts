/*
 * Link previews for shared polls: the server writes `og:` and `twitter:` tags into the shell's
 * index.html for /post/:id, so messengers and social networks that do not run JavaScript
 * still show the question, its description and its first image.
 */
import { appUrl } from '#config/app'
import Post from '#models/post'
import { postImageStore } from '#services/images/image_storage'
import type { Language } from '#services/i18n/languages'

const SHARE_DESCRIPTION_LENGTH = 160
const POST_PATH = /^\/post\/(\d{1,15})\/?$/

export interface ShareMeta {
  title: string
  description: string
  url: string
  image: string | null
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

export function truncateForShare(text: string): string {
  const singleLine = text.replace(/\s+/g, ' ').trim()
  if (singleLine.length <= SHARE_DESCRIPTION_LENGTH) return singleLine
  return `${singleLine.slice(0, SHARE_DESCRIPTION_LENGTH - 1).trimEnd()}…`
}

/** The social card of an active poll without pictures, square, in the reader's language. */
function socialCardUrl(postId: number, language: Language): string {
  return new URL(`/api/posts/${postId}/card?format=square&lang=${language}`, appUrl).href
}

/**
 * The share data of a live poll at `path`, or null when the path is no poll page or the poll is
 * gone. Its image: the poll's first picture, else (an active poll) its social card.
 */
export async function shareMetaForPath(path: string, language: Language): Promise<ShareMeta | null> {
  const match = POST_PATH.exec(path)
  if (!match) return null
  const post = await Post.query().where('id', Number(match[1])).whereNot('status', 'deleted').first()
  if (!post) return null
  const firstImage = [post.imageA, post.imageB, post.imageC, post.imageD].find((image) => image)
  return {
    title: `${post.title} – Dilemma`,
    description: truncateForShare(post.description),
    url: new URL(path, appUrl).href,
    image: firstImage
      ? new URL(postImageStore.urlOf(firstImage), appUrl).href
      : post.status === 'active'
        ? socialCardUrl(post.id, language)
        : null,
  }
}

/** Replaces the document title and adds the description, Open Graph and Twitter card tags and the canonical address. */
export function injectShareMeta(html: string, meta: ShareMeta): string {
  const tags = [
    ['name', 'description', meta.description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Dilemma'],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', meta.url],
    ['name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
    ...(meta.image
      ? [
          ['property', 'og:image', meta.image],
          ['name', 'twitter:image', meta.image],
        ]
      : []),
  ]
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`)
    .concat(`<link rel="canonical" href="${escapeHtml(meta.url)}" />`)
    .join('\n    ')
  // Function replacements: a replacement string would expand `$&`, `` $` `` and `$'` inside a
  // poll's title into parts of the page.
  return html
    .replace(/<meta name="description"[^>]*>\s*/i, () => '')
    .replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<\/head>/i, () => `  ${tags}\n  </head>`)
}
