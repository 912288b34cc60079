import type { Locator, Page } from 'playwright-core'

/**
 * Searches the feed for `word`, a word of the poll titled `title` that no other poll has, and
 * answers that poll's card once the search has applied: the address carries it and every card
 * shown contains the word. Until then the feed from before is still on the page; a card found
 * there (a new poll is often on its first page) is replaced while it is clicked, and the click is
 * lost.
 */
export async function findInFeed(page: Page, { word, title }: { word: string; title: string }): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search polls' }).fill(word)
  await page.waitForFunction(
    (searched) =>
      new URL(window.location.href).searchParams.get('q') === searched &&
      Array.from(document.querySelectorAll('article')).every((card) => card.textContent?.includes(searched)),
    word,
  )
  const card = page.getByRole('article').filter({ hasText: title })
  await card.waitFor()
  return card
}
