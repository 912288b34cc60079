import type { FeedQuery, FeedSort } from '@dilemma/api-client'
import { FEED_LIMITS } from '@dilemma/contract/limits'

/** The filter panel (member-spec §2 Feed, §4 Feed). */
export interface FeedFilters {
  activeOnly: boolean
  votedOnly: boolean
  unvotedOnly: boolean
  timeOnly: boolean
  voteLimitOnly: boolean
  withImages: boolean
  textOnly: boolean
  sort: FeedSort
}

export type FeedFilterFlag = Exclude<keyof FeedFilters, 'sort'>

export const defaultFeedFilters: FeedFilters = {
  activeOnly: true,
  votedOnly: false,
  unvotedOnly: false,
  timeOnly: false,
  voteLimitOnly: false,
  withImages: false,
  textOnly: false,
  sort: 'random',
}

/** Flags that exclude each other: turning one on turns its partner off. */
const partnerOf: Partial<Record<FeedFilterFlag, FeedFilterFlag>> = {
  votedOnly: 'unvotedOnly',
  unvotedOnly: 'votedOnly',
  timeOnly: 'voteLimitOnly',
  voteLimitOnly: 'timeOnly',
  withImages: 'textOnly',
  textOnly: 'withImages',
}

export function setFeedFlag(filters: FeedFilters, flag: FeedFilterFlag, on: boolean): FeedFilters {
  const partner = partnerOf[flag]
  return { ...filters, [flag]: on, ...(on && partner ? { [partner]: false } : {}) }
}

/** The one active selection: a tag, a category or a search (choosing one clears the others). */
export interface FeedSelection {
  tagId: number | null
  categoryId: number | null
  search: string
}

const SEARCH_MINIMUM = 3

const positiveId = (value: string | null) => {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 ? id : null
}

/** `/feed?tag=3`, `/feed?category=2`, `/feed?q=kita`. */
export function selectionFromParams(params: URLSearchParams): FeedSelection {
  return {
    tagId: positiveId(params.get('tag')),
    categoryId: positiveId(params.get('category')),
    search: params.get('q') ?? '',
  }
}

export const paramsForTag = (tagId: number) => new URLSearchParams({ tag: String(tagId) })
export const paramsForCategory = (categoryId: number) => new URLSearchParams({ category: String(categoryId) })

/** The search a typed text asks for: from 3 trimmed characters; anything shorter (or empty) is no search. */
export function searchOf(text: string): string {
  const trimmed = text.trim()
  return trimmed.length >= SEARCH_MINIMUM ? trimmed : ''
}

export function paramsForSearch(text: string): URLSearchParams {
  const search = searchOf(text)
  return search ? new URLSearchParams({ q: search }) : new URLSearchParams()
}

/** The GET /posts query (without the page): voted/unvoted only for a signed-in reader. */
export function feedQueryOf(
  filters: FeedFilters,
  selection: FeedSelection,
  seed: number,
  signedIn: boolean,
): Omit<FeedQuery, 'page'> {
  return {
    limit: FEED_PAGE_SIZE,
    tag_id: selection.tagId ?? undefined,
    category_id: selection.categoryId ?? undefined,
    search: searchOf(selection.search) || undefined,
    activeOnly: filters.activeOnly,
    votedOnly: signedIn && filters.votedOnly ? true : undefined,
    unvotedOnly: signedIn && filters.unvotedOnly ? true : undefined,
    type: filters.timeOnly ? 'time' : filters.voteLimitOnly ? 'vote' : undefined,
    media: filters.withImages ? 'images' : filters.textOnly ? 'text' : undefined,
    sort: filters.sort,
    seed: filters.sort === 'random' ? seed : undefined,
  }
}

export const FEED_PAGE_SIZE = FEED_LIMITS.pageSize

export type FeedEmptyKind = 'category' | 'tag' | 'search' | 'none'

/** Which of the four empty states fits the selection. */
export function feedEmptyKind(selection: FeedSelection): FeedEmptyKind {
  if (selection.tagId !== null) return 'tag'
  if (selection.categoryId !== null) return 'category'
  return searchOf(selection.search) ? 'search' : 'none'
}
