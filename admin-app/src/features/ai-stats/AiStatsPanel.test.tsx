import type { AiStats } from '@dilemma/api-client'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { sessionUser } from '@dilemma/app-runtime/testing/sessionUser'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import type { HttpResponseResolver } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { apiBase, apiHealthHandler, renderAdminConsole } from '../../testing/renderAdminConsole'

const server = setupMswServer(
  apiHealthHandler,
  http.get(`${apiBase}/users/me`, () => HttpResponse.json({ user: sessionUser('admin') })),
)

beforeEach(() => {
  window.localStorage.setItem('dilemma.language', 'en')
})

function aiStats(overrides: Partial<AiStats> = {}): AiStats {
  return {
    totalAnalyses: 1234,
    monthlyAnalyses: 56,
    weeklyAnalyses: 7,
    providerStats: { deepseek: 1000, flash: 200, mock: 34 },
    languageStats: { de: 400, en: 300, tr: 534 },
    avgAnalysisTime: 1850,
    recentAnalyses: [
      { provider: 'deepseek', selectedOption: 'a', analysisTime: 1520, createdAt: '2026-03-06T10:05:00.000Z' },
      { provider: 'flash', selectedOption: 'c', analysisTime: 980, createdAt: '2026-03-06T09:40:00.000Z' },
      { provider: 'mock', selectedOption: 'b', analysisTime: 3, createdAt: '2026-03-05T18:00:00.000Z' },
      { provider: 'deepseek', selectedOption: 'd', analysisTime: 2210, createdAt: '2026-03-05T12:30:00.000Z' },
      { provider: 'flash', selectedOption: 'b', analysisTime: 1104, createdAt: '2026-03-04T08:15:00.000Z' },
    ],
    ...overrides,
  }
}

const emptyStats = aiStats({
  totalAnalyses: 0,
  monthlyAnalyses: 0,
  weeklyAnalyses: 0,
  providerStats: { deepseek: 0, flash: 0, mock: 0 },
  languageStats: { de: 0, en: 0, tr: 0 },
  avgAnalysisTime: null,
  recentAnalyses: [],
})

/** Answers `GET /ai/stats` through `resolve` and counts the calls. */
function answerStats(resolve: HttpResponseResolver) {
  const calls = { count: 0 }
  server.use(
    http.get(`${apiBase}/ai/stats`, (info) => {
      calls.count += 1
      return resolve(info)
    }),
  )
  return calls
}

const statsAnswer = (stats: AiStats) => HttpResponse.json({ success: true, data: stats })

async function openAiStatsTab() {
  renderAdminConsole('/madmin?tab=aiStats')
  await screen.findByRole('tabpanel')
}

/** The figures of one titled group of cards, label → value. */
function figures(groupTitle: string) {
  const group = screen.getByRole('region', { name: groupTitle })
  return Object.fromEntries(
    within(group)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  )
}

describe('AI stats tab', () => {
  it('shows the totals, the counts per provider and language and the five latest analyses', async () => {
    answerStats(() => statsAnswer(aiStats()))
    await openAiStatsTab()

    expect(await screen.findByRole('heading', { level: 2, name: 'AI analysis statistics' })).toBeInTheDocument()
    expect(figures('Analyses')).toEqual({
      'All time': '1,234',
      'This month': '56',
      'This week': '7',
      'Average analysis time': '1,850 ms',
    })
    expect(figures('By provider')).toEqual({ DeepSeek: '1,000', 'Gemini Flash': '200', Mock: '34' })
    expect(figures('By language')).toEqual({ 'Turkish (tr)': '534', 'English (en)': '300', 'German (de)': '400' })

    const table = screen.getByRole('table', { name: 'Latest analyses' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual(['Date', 'Provider', 'Selected option', 'Analysis time'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['DeepSeek', 'A', '1,520 ms'],
      ['Gemini Flash', 'C', '980 ms'],
      ['Mock', 'B', '3 ms'],
      ['DeepSeek', 'D', '2,210 ms'],
      ['Gemini Flash', 'B', '1,104 ms'],
    ])
    // The first cell of the newest row: its date, in the language on screen.
    expect(within(table).getAllByRole('cell')[0]).toHaveTextContent('2026')
  })

  it('shows N/A when there is no average analysis time', async () => {
    answerStats(() => statsAnswer(aiStats({ avgAnalysisTime: null })))
    await openAiStatsTab()
    await screen.findByRole('region', { name: 'Analyses' })
    expect(figures('Analyses')['Average analysis time']).toBe('N/A')
  })

  it('says that there are no analyses yet before the first one', async () => {
    answerStats(() => statsAnswer(emptyStats))
    await openAiStatsTab()

    expect(await screen.findByText('No AI analyses yet')).toBeInTheDocument()
    expect(figures('Analyses')).toEqual({
      'All time': '0',
      'This month': '0',
      'This week': '0',
      'Average analysis time': 'N/A',
    })
    expect(screen.queryByRole('region', { name: 'By provider' })).not.toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument()
  })

  it("shows the server's message when loading fails", async () => {
    answerStats(() =>
      HttpResponse.json({ success: false, code: 'FORBIDDEN', message: 'Only admins may see this.' }, { status: 403 }),
    )
    await openAiStatsTab()

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The AI statistics are not available')
    expect(alert).toHaveTextContent('You are not allowed to do this.')
    expect(screen.queryByRole('region', { name: 'Analyses' })).not.toBeInTheDocument()
  })

  it('shows the translated fallback when the server gives no message', async () => {
    answerStats(() => HttpResponse.error())
    await openAiStatsTab()
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading the AI statistics failed. Please try again.')
  })

  it('shows the fallback in Turkish on a Turkish screen', async () => {
    window.localStorage.setItem('dilemma.language', 'tr')
    answerStats(() => HttpResponse.error())
    await openAiStatsTab()
    expect(await screen.findByRole('alert')).toHaveTextContent('Yapay zekâ istatistikleri yüklenemedi.')
  })

  it('loads again on retry after a failure', async () => {
    const calls = answerStats(() =>
      calls.count === 1
        ? HttpResponse.json({ success: false, code: 'SERVER_ERROR', message: 'Database busy' }, { status: 500 })
        : statsAnswer(aiStats()),
    )
    await openAiStatsTab()
    expect(await screen.findByRole('alert')).toHaveTextContent('Database busy')

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))

    await screen.findByRole('region', { name: 'Analyses' })
    expect(figures('Analyses')['All time']).toBe('1,234')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(calls.count).toBe(2)
  })

  it('refreshes on the refresh button and says so while it loads', async () => {
    let release = () => {}
    const secondAnswer = new Promise<void>((resolve) => (release = resolve))
    const calls = answerStats(async () => {
      if (calls.count === 1) return statsAnswer(aiStats())
      await secondAnswer
      return statsAnswer(aiStats({ totalAnalyses: 1240, weeklyAnalyses: 13 }))
    })
    await openAiStatsTab()
    const refresh = await screen.findByRole('button', { name: 'Refresh' })
    expect(screen.getByRole('status')).toHaveTextContent('')

    refresh.focus()
    await userEvent.keyboard('{Enter}')

    expect(await screen.findByRole('status')).toHaveTextContent('Refreshing the statistics…')
    expect(screen.getByRole('region', { name: 'Analyses' }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true')
    expect(refresh).toHaveFocus()
    // The figures stay on screen meanwhile.
    expect(figures('Analyses')['All time']).toBe('1,234')

    release()
    await waitFor(() => expect(figures('Analyses')['All time']).toBe('1,240'))
    expect(figures('Analyses')['This week']).toBe('13')
    expect(screen.getByRole('status')).toHaveTextContent('')
    expect(calls.count).toBe(2)
  })
})
