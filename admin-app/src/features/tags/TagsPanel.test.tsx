import type { Category, CategoryTag } from '@dilemma/api-client'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { answerCalls, failure, never } from '../../testing/apiCalls'
import { renderAdminPanel } from '../../testing/renderAdminPanel'
import { apiHealthHandler } from '../../testing/renderAdminConsole'
import { TagsPanel } from './TagsPanel'

const server = setupMswServer(apiHealthHandler)

beforeEach(() => {
  window.localStorage.setItem('dilemma.language', 'en')
})

const category = (id: number, name: string): Category => ({ id, name, slug: name.toLowerCase(), post_count: 3 })
const categories = [category(1, 'Family'), category(5, 'Uncategorised'), category(7, 'Work')]

const tag = (id: number, name: string): CategoryTag => ({ id, name, category_id: 5 })
const daycare = tag(31, 'daycare')
const overtime = tag(32, 'overtime')

const tagsAnswer = (tags: CategoryTag[]) => HttpResponse.json({ success: true, tags })

/** `GET /tags/category/5` answers `first`, then `afterwards`; the categories are always there. */
function answerTags(first: CategoryTag[], afterwards: CategoryTag[] = first) {
  answerCalls(server, 'get', '/tags/categories', () => HttpResponse.json({ categories }))
  return answerCalls(server, 'get', '/tags/category/5', ({ count }) => tagsAnswer(count === 1 ? first : afterwards))
}

const tagsHeading = () => screen.findByRole('heading', { level: 2, name: /^Uncategorised tags/ })

function openTags() {
  renderAdminPanel(TagsPanel)
  return tagsHeading()
}

const categoryField = (tagName: string) => screen.getByRole('combobox', { name: `Category for “${tagName}”` })

async function chooseCategory(tagName: string, categoryName: string) {
  await userEvent.click(categoryField(tagName))
  await userEvent.click(await screen.findByRole('option', { name: categoryName }))
}

describe('tags tab', () => {
  it('says that the tags are loading', async () => {
    const categoryCalls = answerCalls(server, 'get', '/tags/categories', never)
    answerCalls(server, 'get', '/tags/category/5', never)
    renderAdminPanel(TagsPanel)
    expect(await screen.findByRole('status', { name: 'Loading the tags…' })).toBeInTheDocument()
    // Its request has reached the server before the test ends: one sent later would meet the next
    // test's handlers (or none) and be counted there as unhandled.
    await waitFor(() => expect(categoryCalls).toHaveLength(1))
  })

  it('says when every tag has a category', async () => {
    answerTags([])
    expect(await openTags()).toHaveTextContent('Uncategorised tags (0)')
    expect(screen.getByText('No uncategorised tags')).toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })

  it('treats a 404 of the category as an empty list', async () => {
    answerCalls(server, 'get', '/tags/categories', () => HttpResponse.json({ categories }))
    answerCalls(server, 'get', '/tags/category/5', () => failure(404, 'Category not found', 'CATEGORY_NOT_FOUND'))
    expect(await openTags()).toHaveTextContent('Uncategorised tags (0)')
    expect(screen.getByText('No uncategorised tags')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('lists the tags, each with the categories it can move to, without the uncategorised one', async () => {
    answerTags([daycare, overtime])
    expect(await openTags()).toHaveTextContent('Uncategorised tags (2)')
    const items = within(screen.getByRole('list', { name: 'Uncategorised tags (2)' })).getAllByRole('listitem')
    expect(items).toEqual([screen.getByText('daycare').closest('li'), screen.getByText('overtime').closest('li')])

    await userEvent.click(categoryField('overtime'))
    const options = await screen.findAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['Family', 'Work'])
  })

  it('names the product categories in the language on screen, an added one as stored', async () => {
    window.localStorage.setItem('dilemma.language', 'de')
    answerTags([overtime])
    renderAdminPanel(TagsPanel)

    await userEvent.click(await screen.findByRole('combobox', { name: 'Kategorie für „overtime“' }))
    const options = await screen.findAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['Familie', 'Work'])
  })

  it('moves a tag to the chosen category, then drops it from the list', async () => {
    const listCalls = answerTags([daycare, overtime], [overtime])
    const moves = answerCalls(server, 'put', '/tags/:id', () =>
      HttpResponse.json({ success: true, tag: { ...daycare, category_id: 7 } }),
    )
    await openTags()

    await chooseCategory('daycare', 'Work')

    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: 'Category for “daycare”' })).not.toBeInTheDocument(),
    )
    expect(moves.map((move) => [move.params.id, move.body])).toEqual([['31', { category_id: 7 }]])
    expect(await tagsHeading()).toHaveTextContent('Uncategorised tags (1)')
    expect(screen.getByRole('status')).toHaveTextContent('“daycare” was moved to Work.')
    expect(categoryField('overtime')).toBeInTheDocument()
    await waitFor(() => expect(listCalls).toHaveLength(2))
  })

  it('does nothing when no category is chosen', async () => {
    answerTags([daycare])
    const moves = answerCalls(server, 'put', '/tags/:id', never)
    await openTags()

    await userEvent.click(categoryField('daycare'))
    await screen.findByRole('option', { name: 'Work' })
    await userEvent.keyboard('{Escape}')

    expect(moves).toHaveLength(0)
    expect(categoryField('daycare')).toHaveValue('')
    expect(categoryField('daycare')).toBeEnabled()
  })

  it("shows the server's message when the move fails, and keeps the tag", async () => {
    answerTags([daycare])
    answerCalls(server, 'put', '/tags/:id', () => failure(422, 'The category does not exist.'))
    await openTags()

    await chooseCategory('daycare', 'Family')

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The tag could not be moved')
    expect(alert).toHaveTextContent('The category does not exist.')
    expect(categoryField('daycare')).toBeInTheDocument()
  })

  it('shows the translated fallback when a failed move brings no message', async () => {
    answerTags([daycare])
    answerCalls(server, 'put', '/tags/:id', () => HttpResponse.error())
    await openTags()

    await chooseCategory('daycare', 'Family')

    expect(await screen.findByRole('alert')).toHaveTextContent('Updating the tag failed. Please try again.')
  })

  it("replaces the tab with the server's message when the tags cannot be loaded", async () => {
    answerCalls(server, 'get', '/tags/categories', () => HttpResponse.json({ categories }))
    answerCalls(server, 'get', '/tags/category/5', () => failure(403, 'Admins only.'))
    renderAdminPanel(TagsPanel)

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The tags are not available')
    expect(alert).toHaveTextContent('Admins only.')
    expect(screen.queryByRole('heading', { name: /^Uncategorised tags/ })).not.toBeInTheDocument()
  })

  it('shows the translated fallback when the categories cannot be loaded', async () => {
    answerCalls(server, 'get', '/tags/categories', () => HttpResponse.error())
    answerCalls(server, 'get', '/tags/category/5', () => tagsAnswer([daycare]))
    renderAdminPanel(TagsPanel)

    expect(await screen.findByRole('alert')).toHaveTextContent('Loading the tags failed. Please try again.')
    expect(screen.queryByRole('heading', { name: /^Uncategorised tags/ })).not.toBeInTheDocument()
  })
})
