import type { GeneratedQuestion, GenerateQuestionRequest } from '@dilemma/api-client'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { sessionUser } from '@dilemma/app-runtime/testing/sessionUser'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiBase, apiHealthHandler, renderAdminConsole } from '../../testing/renderAdminConsole'

const server = setupMswServer(
  apiHealthHandler,
  http.get(`${apiBase}/users/me`, () => HttpResponse.json({ user: sessionUser('admin') })),
)

beforeEach(() => {
  window.localStorage.setItem('dilemma.language', 'en')
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const allOptions = ['Full time', 'Part time', 'Another year at home', 'Start a business']

function question(request: GenerateQuestionRequest, overrides: Partial<GeneratedQuestion> = {}): GeneratedQuestion {
  return {
    title: 'Back to work after parental leave?',
    description: 'The leave ends in May and the nursery has a place for our son.',
    options: allOptions.slice(0, request.optionCount),
    // The server's name is a key, not a text for the screen.
    category: { id: 2, name: 'relational' },
    provider: 'deepseek',
    ...overrides,
  }
}

const questionAnswer = (data: GeneratedQuestion) =>
  HttpResponse.json({ success: true, data, message: 'Question generated' })

/** Answers `POST /ai/generate-question` through `resolve` and keeps the bodies sent. */
function answerGenerate(resolve: (request: GenerateQuestionRequest, call: number) => Response | Promise<Response>) {
  const sent: GenerateQuestionRequest[] = []
  server.use(
    http.post(`${apiBase}/ai/generate-question`, async ({ request }) => {
      const body = (await request.json()) as GenerateQuestionRequest
      sent.push(body)
      return resolve(body, sent.length)
    }),
  )
  return sent
}

/** Answers `POST /posts` through `resolve` and keeps the forms sent, as plain fields; `titles` are posted already. */
function answerCreatePost(resolve: () => Response, titles: string[] = []) {
  const sent: Record<string, FormDataEntryValue>[] = []
  server.use(
    http.get(`${apiBase}/admin/posts`, () =>
      HttpResponse.json({
        success: true,
        posts: titles.map((title, index) => ({ id: index + 1, title })),
        pagination: { currentPage: 1, totalPages: 1, total: titles.length },
      }),
    ),
    http.post(`${apiBase}/posts`, async ({ request }) => {
      sent.push(Object.fromEntries((await request.formData()).entries()))
      return resolve()
    }),
  )
  return sent
}

const failure = (status: number, code: string, message: string) =>
  HttpResponse.json({ success: false, code, message }, { status })

async function openGeneratorTab() {
  renderAdminConsole('/madmin?tab=aiGenerator')
  await screen.findByRole('heading', { level: 2, name: 'AI question generator' })
}

async function generate() {
  await userEvent.click(screen.getByRole('button', { name: 'Generate question' }))
  return screen.findByRole('dialog', { name: 'Preview of the AI question' })
}

/** The tab with the preview of a generated question open; the server answers every generation alike. */
async function previewOfAQuestion(overrides: Partial<GeneratedQuestion> = {}) {
  answerGenerate((request) => questionAnswer(question(request, overrides)))
  await openGeneratorTab()
  return generate()
}

/** The options of the card as read: letter and text. */
const optionsOf = (container: HTMLElement) =>
  within(container)
    .getAllByRole('listitem')
    .map((item) => item.textContent)

/** The facts of the preview, term → definition. */
function facts(dialog: HTMLElement) {
  return Object.fromEntries(
    within(dialog)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  )
}

function isFocusCategory(value: unknown) {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6
}

/** The links clicked to download, without jsdom trying to follow them. */
function spyOnDownloads() {
  const downloads: { href: string; download: string; bytes: Promise<number[]> }[] = []
  const blobs = new Map<string, Blob>()
  // jsdom has no object URLs: each blob gets one of its own, as in a browser.
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL(blob: Blob) {
        const href = `blob:card-${blobs.size + 1}`
        blobs.set(href, blob)
        return href
      }
      static override revokeObjectURL() {}
    },
  )
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href)
    downloads.push({
      href: this.href,
      download: this.download,
      bytes: blob ? blob.arrayBuffer().then((buffer) => [...new Uint8Array(buffer)]) : Promise.resolve([]),
    })
  })
  return downloads
}

const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** Answers `POST /admin/cards` (the server's renderer) through `resolve`; keeps the bodies and queries sent. */
function answerCards(resolve: () => Response = () => pngAnswer()) {
  const sent: { body: unknown; query: string }[] = []
  server.use(
    http.post(`${apiBase}/admin/cards`, async ({ request }) => {
      sent.push({ body: await request.json(), query: new URL(request.url).search })
      return resolve()
    }),
  )
  return sent
}

const pngAnswer = () => new HttpResponse(new Uint8Array(PNG_BYTES), { headers: { 'Content-Type': 'image/png' } })

describe('AI question generator tab', () => {
  it('generates with the chosen option count, a random focus category and the language on screen', async () => {
    const sent = answerGenerate((request) => questionAnswer(question(request)))
    await openGeneratorTab()

    const optionCount = screen.getByRole('radiogroup', { name: 'Number of answer options' })
    expect(within(optionCount).getByRole('radio', { name: '2' })).toBeChecked()
    await userEvent.click(within(optionCount).getByRole('radio', { name: '3' }))
    const dialog = await generate()

    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ language: 'en', optionCount: 3 })
    expect(isFocusCategory(sent[0]?.focusCategory)).toBe(true)

    const card = within(dialog).getByRole('article', { name: 'Back to work after parental leave?' })
    expect(card).toHaveTextContent('The leave ends in May and the nursery has a place for our son.')
    expect(optionsOf(card)).toEqual(['A Full time', 'B Part time', 'C Another year at home'])
    expect(facts(dialog)).toEqual({
      'Focus area': 'Relationships Marriage, friendship, family dynamics',
      'Written by': 'DeepSeek',
    })
  })

  it('asks for two options by default and says that the AI is writing meanwhile', async () => {
    let release = () => {}
    const answered = new Promise<void>((resolve) => (release = resolve))
    const sent = answerGenerate(async (request) => {
      await answered
      return questionAnswer(question(request))
    })
    await openGeneratorTab()
    expect(screen.getByRole('status')).toHaveTextContent('')

    await userEvent.click(screen.getByRole('button', { name: 'Generate question' }))

    expect(await screen.findByText('The AI is writing a question…')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('The AI is writing a question…')
    expect(screen.getByRole('button', { name: 'Generate question' })).toHaveFocus()
    // A second click while the AI writes asks nothing more.
    await userEvent.click(screen.getByRole('button', { name: 'Generate question' }))

    release()
    const dialog = await screen.findByRole('dialog', { name: 'Preview of the AI question' })
    expect(optionsOf(dialog)).toEqual(['A Full time', 'B Part time'])
    expect(sent).toHaveLength(1)
    expect(sent[0]?.optionCount).toBe(2)
  })

  it('shows the category in the language on screen, whatever the server calls it, and sends that language', async () => {
    window.localStorage.setItem('dilemma.language', 'de')
    const sent = answerGenerate((request) =>
      questionAnswer(question(request, { category: { id: 6, name: 'emotional_wellbeing' } })),
    )
    renderAdminConsole('/madmin?tab=aiGenerator')
    await userEvent.click(await screen.findByRole('button', { name: 'Frage erzeugen' }))

    const dialog = await screen.findByRole('dialog', { name: 'Vorschau der KI-Frage' })
    expect(sent[0]?.language).toBe('de')
    expect(facts(dialog)['Schwerpunkt']).toBe('Gefühle Stress, Angst, Selbstvertrauen, Burnout')
    expect(dialog).not.toHaveTextContent('emotional_wellbeing')
  })

  it('marks a question of the mock service as a demo question', async () => {
    const dialog = await previewOfAQuestion({ provider: 'mock' })
    expect(facts(dialog)['Written by']).toBe('Demo question (no AI service answered)')
  })

  it('asks again on regenerate, with another random category and the same option count', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    // The server writes on the category asked for.
    const sent = answerGenerate((request, call) =>
      questionAnswer(
        question(request, {
          title: call === 1 ? 'Back to work after parental leave?' : 'Grandma as babysitter?',
          category: { id: request.focusCategory ?? 1, name: 'asked' },
        }),
      ),
    )
    await openGeneratorTab()
    await userEvent.click(screen.getByRole('radio', { name: '4' }))
    const dialog = await generate()
    expect(facts(dialog)['Focus area']).toBe('Society Gender roles, pressures, judgements')

    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate' }))

    expect(await within(dialog).findByRole('article', { name: 'Grandma as babysitter?' })).toBeInTheDocument()
    expect(within(dialog).getByRole('status')).toHaveTextContent('A new question is ready.')
    // The same draw again, among the five categories other than the one on screen.
    expect(facts(dialog)['Focus area']).toBe('Life stages Youth, middle age, menopause')
    expect(sent.map((request) => [request.optionCount, request.focusCategory])).toEqual([
      [4, 4],
      [4, 3],
    ])
  })

  it('keeps the question and shows why when regenerating fails', async () => {
    answerGenerate((request, call) =>
      call === 1 ? questionAnswer(question(request)) : failure(503, 'AI_UNAVAILABLE', 'No AI service answered.'),
    )
    await openGeneratorTab()
    const dialog = await generate()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate' }))

    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent('The AI is not available right now')
    expect(alert).toHaveTextContent('The AI is not available right now. Please try again later.')
    expect(within(dialog).getByRole('article', { name: 'Back to work after parental leave?' })).toBeInTheDocument()
  })

  it('saves the question as a poll tagged "AI Generated" closing after 24 h, confirms it and closes the preview', async () => {
    answerGenerate((request) => questionAnswer(question(request)))
    const sent = answerCreatePost(() => HttpResponse.json({ success: true, post: { id: 41 } }, { status: 201 }))
    await openGeneratorTab()
    await userEvent.click(screen.getByRole('radio', { name: '3' }))
    const dialog = await generate()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save as poll' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('status')).toHaveTextContent('Question saved')
    expect(screen.getByRole('status')).toHaveTextContent(
      '“Back to work after parental leave?” is now a poll, tagged “AI Generated”, open for 24 hours.',
    )
    expect(sent).toEqual([
      {
        title: 'Back to work after parental leave?',
        description: 'The leave ends in May and the nursery has a place for our son.',
        option_a: 'Full time',
        option_b: 'Part time',
        option_c: 'Another year at home',
        tags: '["AI Generated"]',
        time_limit: '24',
      },
    ])

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.getByRole('status')).toHaveTextContent('')
  })

  it('says the saving rule, and refuses a question whose title a poll has already, saving nothing', async () => {
    answerGenerate((request) => questionAnswer(question(request)))
    const sent = answerCreatePost(
      () => HttpResponse.json({ success: true, post: { id: 41 } }, { status: 201 }),
      ['back to work after  parental leave?'],
    )
    await openGeneratorTab()
    const dialog = await generate()
    expect(dialog).toHaveTextContent('closes after 24 hours; a question whose title a poll has already is not saved')

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save as poll' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The question could not be saved')
    expect(sent).toEqual([])
  })

  it("keeps the preview open and shows the server's message when saving fails", async () => {
    answerCreatePost(() => failure(422, 'VALIDATION_ERROR', 'The title must be at most 100 characters long.'))
    const dialog = await previewOfAQuestion()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save as poll' }))

    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent('The question could not be saved')
    // The code's text in the language on screen, not the server's English.
    expect(alert).toHaveTextContent('Some entries are not valid.')
    expect(screen.getByRole('dialog', { name: 'Preview of the AI question' })).toBeInTheDocument()
    expect(within(dialog).getByRole('article', { name: 'Back to work after parental leave?' })).toBeInTheDocument()
  })

  it("shows the error's own message when saving fails without an answer", async () => {
    answerCreatePost(() => HttpResponse.error())
    const dialog = await previewOfAQuestion()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save as poll' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The server could not be reached')
  })

  it('says that the AI is unavailable on a 503 and generates on the next try', async () => {
    const sent = answerGenerate((request, call) =>
      call === 1 ? failure(503, 'AI_UNAVAILABLE', 'No AI service is configured.') : questionAnswer(question(request)),
    )
    await openGeneratorTab()
    await userEvent.click(screen.getByRole('button', { name: 'Generate question' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The AI is not available right now')
    expect(alert).toHaveTextContent('The AI is not available right now. Please try again later.')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await generate()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(sent).toHaveLength(2)
  })

  it("shows the server's message of any other failure, else the translated fallback", async () => {
    answerGenerate((_request, call) =>
      call === 1 ? failure(422, 'VALIDATION_ERROR', 'The option count must be 2, 3 or 4.') : HttpResponse.error(),
    )
    await openGeneratorTab()
    await userEvent.click(screen.getByRole('button', { name: 'Generate question' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The question could not be generated')
    expect(alert).toHaveTextContent('Some entries are not valid.')

    await userEvent.click(screen.getByRole('button', { name: 'Generate question' }))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Generating the AI question failed. Please try again.'),
    )
  })

  it('closes the preview on close and on Escape', async () => {
    await userEvent.click(within(await previewOfAQuestion()).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await generate()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('has the server draw the card in the chosen format, downloads it and goes back to the preview', async () => {
    const sent = answerCards()
    const downloads = spyOnDownloads()
    await userEvent.click(within(await previewOfAQuestion()).getByRole('button', { name: 'Social media' }))

    const dialog = await screen.findByRole('dialog', { name: 'Export for social media' })
    const card = within(dialog).getByRole('article', { name: 'Back to work after parental leave?' })
    expect(card).toHaveTextContent('The leave ends in May and the nursery has a place for our son.')
    expect(optionsOf(card)).toEqual(['A Full time', 'B Part time'])
    expect(card).toHaveTextContent('dilemma · decide together')
    const savePng = within(dialog).getByRole('button', { name: 'Save PNG' })
    await waitFor(() => expect(savePng).toHaveFocus())

    await userEvent.keyboard('{Enter}')

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      /^The image was saved as dilemma-question-card-\d+\.png\.$/,
    )
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Story 1080 × 1920' }))
    await userEvent.click(savePng)
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(/dilemma-question-story-\d+\.png/))

    expect(sent).toEqual([
      {
        body: {
          title: 'Back to work after parental leave?',
          description: 'The leave ends in May and the nursery has a place for our son.',
          options: ['Full time', 'Part time'],
        },
        query: '?format=card&lang=en',
      },
      expect.objectContaining({ query: '?format=story&lang=en' }),
    ])
    expect(downloads.map(({ download }) => download)).toEqual([
      expect.stringMatching(/^dilemma-question-card-\d+\.png$/),
      expect.stringMatching(/^dilemma-question-story-\d+\.png$/),
    ])
    expect(await downloads[0]!.bytes).toEqual(PNG_BYTES)

    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to the preview' }))
    const preview = await screen.findByRole('dialog', { name: 'Preview of the AI question' })
    await waitFor(() => expect(within(preview).getByRole('button', { name: 'Social media' })).toHaveFocus())
  })

  it('says so when the server cannot draw the card, and saves it on the next try', async () => {
    let calls = 0
    answerCards(() => (++calls === 1 ? failure(500, 'INTERNAL_ERROR', 'boom') : pngAnswer()))
    const downloads = spyOnDownloads()
    await userEvent.click(within(await previewOfAQuestion()).getByRole('button', { name: 'Social media' }))
    const dialog = await screen.findByRole('dialog', { name: 'Export for social media' })

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save PNG' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The image could not be drawn, please try again')
    expect(downloads).toEqual([])

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save PNG' }))
    expect(await within(dialog).findByRole('status')).toHaveTextContent(/saved as dilemma-question-card-\d+\.png/)
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
    expect(downloads).toHaveLength(1)
  })
})
