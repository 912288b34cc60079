import type { Popup } from '@dilemma/api-client'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { answerCalls, answerConfirmations, failure, never } from '../../testing/apiCalls'
import { renderAdminPanel } from '../../testing/renderAdminPanel'
import { apiHealthHandler } from '../../testing/renderAdminConsole'
import { PopupsPanel } from './PopupsPanel'

const server = setupMswServer(apiHealthHandler)

beforeEach(() => {
  window.localStorage.setItem('dilemma.language', 'en')
})

afterEach(() => {
  vi.restoreAllMocks()
})

const springSurvey: Popup = {
  id: 3,
  image_url: 'http://localhost/uploads/popups/spring.webp',
  description: 'Spring survey',
  created_at: '2026-03-01T12:00:00.000Z',
  is_active: true,
}
const oldBanner: Popup = {
  id: 4,
  image_url: 'http://localhost/uploads/popups/banner.png',
  description: null,
  created_at: '2026-02-10T12:00:00.000Z',
  is_active: false,
}

const popupsAnswer = (popups: Popup[]) => HttpResponse.json({ success: true, popups })

/** `GET /popups` answers `first`, then `afterwards`. */
function answerPopups(first: Popup[], afterwards: Popup[] = first) {
  return answerCalls(server, 'get', '/popups', ({ count }) => popupsAnswer(count === 1 ? first : afterwards))
}

const listHeading = () => screen.findByRole('heading', { level: 2, name: /^Popups/ })

function openPopups() {
  renderAdminPanel(PopupsPanel)
  return listHeading()
}

/** A popup's list item, found by its image. */
const popupItem = (name: string) =>
  screen.getByRole('img', { name: `Image of the popup “${name}”` }).closest('li') as HTMLElement

const imageButton = () => screen.getByRole('button', { name: /^Image/ })
// Mantine keeps the native file input hidden behind the button that opens it.
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement
const submitButton = () => screen.getByRole('button', { name: 'Create popup' })

describe('popups tab', () => {
  it('says that the popups are loading', async () => {
    const listCalls = answerCalls(server, 'get', '/popups', never)
    renderAdminPanel(PopupsPanel)
    expect(await screen.findByRole('status', { name: 'Loading the popups…' })).toBeInTheDocument()
    // Its request has reached the server before the test ends: one sent later would meet the next
    // test's handlers (or none) and be counted there as unhandled.
    await waitFor(() => expect(listCalls).toHaveLength(1))
  })

  it('says when there are no popups, with the form to create one', async () => {
    answerPopups([])
    expect(await openPopups()).toHaveTextContent('Popups (0)')
    expect(screen.getByText('No popups yet')).toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'New popup' })).toBeInTheDocument()
  })

  it('lists each popup with image, description, date and status; an inactive one is dimmed', async () => {
    answerPopups([springSurvey, oldBanner])
    expect(await openPopups()).toHaveTextContent('Popups (2)')

    const active = popupItem('Spring survey')
    expect(within(active).getByRole('img')).toHaveAttribute('src', springSurvey.image_url)
    expect(active).toHaveTextContent('Spring survey')
    expect(active).toHaveTextContent('Active')
    expect(active).toHaveTextContent(/Created on Mar 1, 2026/)
    expect(
      within(active)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Deactivate popup: Spring survey', 'Delete popup: Spring survey'])
    expect(active.querySelector('[data-inactive]')).toBeNull()

    const inactive = popupItem('Popup 4')
    expect(inactive).toHaveTextContent('Inactive')
    expect(inactive).toHaveTextContent('No description')
    expect(inactive).toHaveTextContent(/Created on Feb 10, 2026/)
    expect(within(inactive).getByRole('button', { name: 'Activate popup: Popup 4' })).toHaveTextContent('Activate')
    expect(inactive.querySelector('[data-inactive]')).not.toBeNull()
  })

  it('switches a popup off without asking, then shows its new status', async () => {
    const confirm = answerConfirmations(true)
    answerPopups([springSurvey], [{ ...springSurvey, is_active: false }])
    const toggles = answerCalls(server, 'put', '/popups/:id/toggle', () =>
      HttpResponse.json({ success: true, popup: { ...springSurvey, is_active: false } }),
    )
    await openPopups()

    await userEvent.click(screen.getByRole('button', { name: 'Deactivate popup: Spring survey' }))

    expect(await screen.findByRole('button', { name: 'Activate popup: Spring survey' })).toBeInTheDocument()
    expect(popupItem('Spring survey')).toHaveTextContent('Inactive')
    expect(toggles.map((call) => [call.params.id, call.body])).toEqual([['3', { is_active: false }]])
    expect(confirm).not.toHaveBeenCalled()
  })

  it.each([
    ['the server message', () => failure(500, 'Storage is read-only.'), 'Storage is read-only.'],
    ['the fallback', () => HttpResponse.error(), 'Failed to update popup status.'],
  ])('shows %s when switching fails', async (_case, answer, message) => {
    answerPopups([oldBanner])
    answerCalls(server, 'put', '/popups/:id/toggle', answer)
    await openPopups()

    await userEvent.click(screen.getByRole('button', { name: 'Activate popup: Popup 4' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The popup status could not be changed')
    expect(alert).toHaveTextContent(message)
  })

  it('deletes a popup once the admin confirms, then reloads the list without it', async () => {
    const confirm = answerConfirmations(true)
    answerPopups([springSurvey, oldBanner], [oldBanner])
    const deletions = answerCalls(server, 'delete', '/popups/:id', () =>
      HttpResponse.json({ success: true, message: 'Deleted' }),
    )
    await openPopups()

    await userEvent.click(screen.getByRole('button', { name: 'Delete popup: Spring survey' }))

    expect(confirm).toHaveBeenCalledWith('Delete the popup “Spring survey” for good?')
    await waitFor(() => expect(screen.queryByRole('img', { name: /Spring survey/ })).not.toBeInTheDocument())
    expect(deletions.map((call) => call.params.id)).toEqual(['3'])
    expect(await listHeading()).toHaveTextContent('Popups (1)')
  })

  it('keeps the popup when the admin does not confirm the deletion', async () => {
    const confirm = answerConfirmations(false)
    const listCalls = answerPopups([springSurvey])
    const deletions = answerCalls(server, 'delete', '/popups/:id', never)
    await openPopups()

    await userEvent.click(screen.getByRole('button', { name: 'Delete popup: Spring survey' }))

    expect(confirm).toHaveBeenCalledWith('Delete the popup “Spring survey” for good?')
    expect(deletions).toHaveLength(0)
    expect(listCalls).toHaveLength(1)
    expect(popupItem('Spring survey')).toBeInTheDocument()
  })

  it.each([
    ['the server message', () => failure(404, 'Popup not found.'), 'Popup not found.'],
    ['the fallback', () => HttpResponse.error(), 'Failed to delete popup.'],
  ])('shows %s when deleting fails', async (_case, answer, message) => {
    answerConfirmations(true)
    answerPopups([springSurvey])
    answerCalls(server, 'delete', '/popups/:id', answer)
    await openPopups()

    await userEvent.click(screen.getByRole('button', { name: 'Delete popup: Spring survey' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The popup could not be deleted')
    expect(alert).toHaveTextContent(message)
    expect(popupItem('Spring survey')).toBeInTheDocument()
  })

  it.each([
    {
      action: 'switching',
      method: 'put' as const,
      path: '/popups/:id/toggle',
      button: 'Deactivate popup: Spring survey',
    },
    { action: 'deleting', method: 'delete' as const, path: '/popups/:id', button: 'Delete popup: Spring survey' },
  ])(
    'after $action fails because the popup was deleted meanwhile, the list reloads without it',
    async ({ method, path, button }) => {
      answerConfirmations(true)
      const listCalls = answerPopups([springSurvey, oldBanner], [oldBanner])
      answerCalls(server, method, path, () => failure(404, 'This popup does not exist.', 'POPUP_NOT_FOUND'))
      await openPopups()

      await userEvent.click(screen.getByRole('button', { name: button }))

      expect(await screen.findByRole('alert')).toHaveTextContent('This popup does not exist.')
      await waitFor(() => expect(screen.queryByRole('img', { name: /Spring survey/ })).not.toBeInTheDocument())
      expect(listCalls).toHaveLength(2)
      expect(await listHeading()).toHaveTextContent('Popups (1)')
    },
  )

  it('requires an image before anything is sent', async () => {
    answerPopups([])
    const creations = answerCalls(server, 'post', '/popups', never)
    await openPopups()
    expect(fileInput()).toBeRequired()
    expect(fileInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif,image/webp')

    await userEvent.type(screen.getByLabelText('Description (optional)'), 'Without a picture')
    await userEvent.click(submitButton())

    expect(screen.getByText('Please select an image.')).toBeInTheDocument()
    expect(imageButton()).toHaveAttribute('aria-invalid', 'true')
    expect(imageButton()).toHaveFocus()
    expect(creations).toHaveLength(0)
  })

  it('creates a popup from the image and description, then resets the form and reloads the list', async () => {
    const created: Popup = { ...springSurvey, id: 9, description: 'Summer camp' }
    let answerCreation = () => {}
    const creationAnswered = new Promise<void>((resolve) => (answerCreation = resolve))
    answerPopups([], [created])
    const creations = answerCalls(server, 'post', '/popups', async () => {
      await creationAnswered
      return HttpResponse.json({ success: true, popup: created }, { status: 201 })
    })
    await openPopups()

    await userEvent.upload(fileInput(), new File(['png'], 'camp.png', { type: 'image/png' }))
    await userEvent.type(screen.getByLabelText('Description (optional)'), '  Summer camp ')
    await userEvent.click(submitButton())

    await waitFor(() => expect(submitButton()).toBeDisabled())
    answerCreation()

    expect(await screen.findByText('The popup was created.')).toBeInTheDocument()
    expect(await listHeading()).toHaveTextContent('Popups (1)')
    expect(popupItem('Summer camp')).toBeInTheDocument()
    expect(submitButton()).toBeEnabled()
    expect(screen.getByLabelText('Description (optional)')).toHaveValue('')
    expect(imageButton()).not.toHaveTextContent('camp.png')

    expect(creations).toHaveLength(1)
    const form = creations[0]?.body as FormData
    // jsdom's files lose name and content on their way into a fetch request: only the part is checked.
    expect(form.has('image')).toBe(true)
    expect(form.get('description')).toBe('Summer camp')
  })

  it.each([
    ['the server message', () => failure(422, 'The file is not an image.'), 'The file is not an image.'],
    ['the fallback', () => HttpResponse.error(), 'Failed to create popup.'],
  ])('shows %s when creating fails, and keeps the form filled', async (_case, answer, message) => {
    answerPopups([])
    answerCalls(server, 'post', '/popups', answer)
    await openPopups()

    await userEvent.upload(fileInput(), new File(['png'], 'camp.png', { type: 'image/png' }))
    await userEvent.click(submitButton())

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The popup could not be created')
    expect(alert).toHaveTextContent(message)
    expect(imageButton()).toHaveTextContent('camp.png')
  })

  it.each([
    ['the server message', () => failure(403, 'Admins only.'), 'Admins only.'],
    ['the fallback', () => HttpResponse.error(), 'Failed to load popups.'],
  ])('replaces the tab with %s when loading fails', async (_case, answer, message) => {
    answerCalls(server, 'get', '/popups', answer)
    renderAdminPanel(PopupsPanel)

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The popups are not available')
    expect(alert).toHaveTextContent(message)
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
  })
})
