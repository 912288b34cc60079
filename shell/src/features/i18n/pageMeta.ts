import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

/**
 * Every page's title and description come from the shell's messages,
 * `shell.meta.<page>.title|description`, where <page> is the first segment of the address
 * (`landing` for `/`, `notFound` for an address no route knows): the landing page's with the first
 * page's messages, the others in their own group (pageMetaMessages.ts). The server writes the same texts
 * into the HTML it serves, for crawlers and link previews (the shell's build emits them as
 * `page-meta.json`, see vite.config.ts and backend/app/services/http/page_meta.ts).
 */
type FirstSegment<Path extends string> = Path extends `/${infer Segment}/${string}`
  ? Segment
  : Path extends `/${infer Segment}`
    ? Segment
    : never
type PageSegment = Exclude<FirstSegment<(typeof CLIENT_PATHS)[keyof typeof CLIENT_PATHS]>, ''>

/** The first segment of every client path but the landing page's, in the contract table's order. */
const PAGES_BY_FIRST_SEGMENT = Object.values(CLIENT_PATHS)
  .map((path) => path.split('/')[1])
  .filter((segment): segment is PageSegment => Boolean(segment))

export type PageKey = PageSegment | 'landing' | 'notFound'

/** Every page with its own title and description. */
export const PAGE_KEYS: readonly PageKey[] = ['landing', 'notFound', ...PAGES_BY_FIRST_SEGMENT]

const pagesByFirstSegment: ReadonlySet<string> = new Set(PAGES_BY_FIRST_SEGMENT)

export function pageKeyOf(pathname: string): PageKey {
  const segment = pathname.split('/')[1]
  if (!segment) return 'landing'
  return pagesByFirstSegment.has(segment) ? (segment as PageKey) : 'notFound'
}
