import { describe, expect, it } from 'vitest'
import { startFakeModerationApi } from './support/fake-moderation-api.js'
import { useFakeApi } from './support/use-fake-api.js'

describe('dilemma-admin ai generate', () => {
  const { api, run } = useFakeApi(startFakeModerationApi)
  const generateCalls = () => api().calls.filter((call) => call.path === '/api/ai/generate-question')
  const createCalls = () => api().calls.filter((call) => call.path === '/api/posts')

  it('generates a batch of questions and prints them without posting anything', async () => {
    const generated = await run(['ai', 'generate', '--count', '2', '--language', 'en', '--options', '3'])

    expect(generated.exitCode).toBe(0)
    expect(generated.stdout).toBe(
      [
        '1. Question 1 (en)  (relational, mock)',
        '   Asked in en',
        '   A) Option 1',
        '   B) Option 2',
        '   C) Option 3',
        '',
        '2. Question 2 (en)  (relational, mock)',
        '   Asked in en',
        '   A) Option 1',
        '   B) Option 2',
        '   C) Option 3',
        '',
        '2 question(s) generated.',
        '',
      ].join('\n'),
    )
    expect(generateCalls().map((call) => call.body)).toEqual([
      { language: 'en', optionCount: 3 },
      { language: 'en', optionCount: 3 },
    ])
    expect(createCalls()).toEqual([])
  })

  it('defaults to one German question with two options; --focus picks the category', async () => {
    await run(['ai', 'generate'])
    await run(['ai', 'generate', '--focus', '6', '-l', 'tr', '-o', '4'])

    expect(generateCalls().map((call) => call.body)).toEqual([
      { language: 'de', optionCount: 2 },
      { language: 'tr', optionCount: 4, focusCategory: 6 },
    ])
  })

  it('--save posts each question as a 24 h poll tagged "AI Generated"', async () => {
    const saved = await run(['ai', 'generate', '-n', '2', '-o', '4', '--save'])

    expect(saved.exitCode).toBe(0)
    expect(saved.stdout).toContain('   saved as post 100\n')
    expect(saved.stdout).toContain('   saved as post 101\n')
    expect(saved.stdout).toContain('2 question(s) generated, 2 saved.')
    expect(createCalls().map((call) => call.body)).toEqual(
      [1, 2].map((number) => ({
        title: `Question ${number} (de)`,
        description: 'Asked in de',
        option_a: 'Option 1',
        option_b: 'Option 2',
        option_c: 'Option 3',
        option_d: 'Option 4',
        time_limit: '24',
        tags: '["AI Generated"]',
      })),
    )
  })

  it('--time-limit and --vote-limit set the limit of the saved polls; both at once are refused', async () => {
    await run(['ai', 'generate', '--save', '--time-limit', '72'])
    await run(['ai', 'generate', '--save', '--vote-limit', '51'])
    expect(
      createCalls().map((call) => [
        (call.body as Record<string, string>).time_limit,
        (call.body as Record<string, string>).vote_limit,
      ]),
    ).toEqual([
      ['72', undefined],
      [undefined, '51'],
    ])

    const both = await run(['ai', 'generate', '--save', '--time-limit', '5', '--vote-limit', '11'])
    expect(both.exitCode).toBe(2)
    expect(both.stderr).toContain("option '--vote-limit <count>' cannot be used with option '--time-limit <hours>'")
    expect(createCalls()).toHaveLength(2)
  })

  it('refuses a vote or time limit the server would refuse before spending an AI call', async () => {
    for (const limit of [
      ['--vote-limit', '50'],
      ['--vote-limit', '10001'],
      ['--time-limit', '200'],
    ]) {
      const refused = await run(['ai', 'generate', '--save', ...limit])
      expect(refused.exitCode).not.toBe(0)
      expect(refused.stderr).toMatch(/--(vote|time)-limit must be/)
    }
    expect(api().calls.filter((call) => call.path.endsWith('/generate-question'))).toEqual([])
  })

  it('never posts the same question twice: a repeat in the batch or an existing title is asked again', async () => {
    api().questionTitles = ['Tea or coffee?', 'TEA  or coffee?', 'Tea, or coffee?', 'Move abroad?']

    const saved = await run(['--json', 'ai', 'generate', '-n', '2', '--save'])

    expect(saved.exitCode).toBe(0)
    // "Tea, or coffee?" is the title of post 1 already; the second question is the fourth answer.
    expect(JSON.parse(saved.stdout).questions.map((question: { title: string }) => question.title)).toEqual([
      'Tea or coffee?',
      'Move abroad?',
    ])
    expect(generateCalls()).toHaveLength(4)
    expect(createCalls().map((call) => (call.body as { title: string }).title)).toEqual([
      'Tea or coffee?',
      'Move abroad?',
    ])
  })

  it('gives up on a question after three repeats: it fails with DUPLICATE_QUESTION, the others are saved', async () => {
    api().questionTitles = ['Same?', 'Same?', 'same?', 'SAME?', 'Other?']

    const saved = await run(['ai', 'generate', '-n', '3', '--save'])

    expect(saved.exitCode).toBe(1)
    expect(saved.stdout).toContain('failed   question 2: the AI repeated questions 3 times (DUPLICATE_QUESTION)')
    expect(saved.stderr).toBe('error: could not generate 1 of 3 question(s) (DUPLICATE_QUESTION)\n')
    expect(createCalls().map((call) => (call.body as { title: string }).title)).toEqual(['Same?', 'Other?'])
  })

  it('--save --dry-run generates but posts nothing; --json gives every question', async () => {
    const dry = await run(['--json', 'ai', 'generate', '-n', '2', '--save', '--dry-run'])

    expect(dry.exitCode).toBe(0)
    const answer = JSON.parse(dry.stdout)
    expect(answer).toMatchObject({ dryRun: true, failed: [], skipped: [] })
    expect(answer.questions).toEqual([
      expect.objectContaining({
        number: 1,
        title: 'Question 1 (de)',
        options: ['Option 1', 'Option 2'],
        post_id: null,
      }),
      expect.objectContaining({ number: 2, category: { id: 2, name: 'relational' }, save_error: null }),
    ])
    expect(generateCalls()).toHaveLength(2)
    expect(createCalls()).toEqual([])
  })

  it('goes on after a failed generation or save, names each and exits 1', async () => {
    api().failingGenerations.add(2)
    api().failingGenerations.add(3)

    const partly = await run(['ai', 'generate', '-n', '4', '--save'])

    expect(partly.exitCode).toBe(1)
    expect(partly.stdout).toContain('1. Question 1 (de)')
    expect(partly.stdout).toContain('4. Question 4 (de)')
    expect(partly.stdout).toContain('failed   question 2: fake API says AI_UNAVAILABLE (AI_UNAVAILABLE)\n')
    expect(partly.stdout).toContain('failed   question 3: fake API says AI_UNAVAILABLE (AI_UNAVAILABLE)\n')
    expect(partly.stdout).toContain('2 question(s) generated, 2 saved.')
    expect(partly.stderr).toBe('error: could not generate 2 of 4 question(s) (AI_UNAVAILABLE)\n')
    expect(createCalls()).toHaveLength(2)
  })

  it('reports a question that could not be posted, and exits 1', async () => {
    api().refusedPostTitles.add('Question 1 (de)')

    const saved = await run(['--json', 'ai', 'generate', '-n', '2', '--save'])

    expect(saved.exitCode).toBe(1)
    expect(JSON.parse(saved.stdout).questions).toEqual([
      expect.objectContaining({
        number: 1,
        post_id: null,
        save_error: { code: 'VALIDATION_ERROR', message: 'fake API says VALIDATION_ERROR' },
      }),
      expect.objectContaining({ number: 2, post_id: 100, save_error: null }),
    ])
    expect(JSON.parse(saved.stderr)).toEqual({
      error: { code: 'VALIDATION_ERROR', message: 'could not save 1 of 2 question(s)' },
    })
  })

  it('stops saving when the server throttles, and says which questions were not saved', async () => {
    api().changesAllowed = 3 // two generations, one post

    const saved = await run(['ai', 'generate', '-n', '2', '--save'])

    expect(saved.exitCode).toBe(1)
    expect(saved.stdout).toContain('   saved as post 100\n')
    expect(saved.stdout).toContain('   not saved: saving stopped (see the error) (NOT_SAVED)\n')
    expect(saved.stdout).toContain('2 question(s) generated, 1 saved.')
    expect(saved.stderr).toBe('error: fake API says TOO_MANY_REQUESTS (TOO_MANY_REQUESTS)\n')
  })

  it.each([
    [['--options', '5'], "option '-o, --options <count>' argument '5' is invalid. Allowed choices are 2, 3, 4."],
    [['--language', 'fr'], "option '-l, --language <language>' argument 'fr' is invalid. must be de, en, tr"],
    [['--count', '0'], "option '-n, --count <count>' argument '0' is invalid. must be a whole number from 1"],
    [['--count', '51'], 'error: --count must be at most 50 (USAGE)'],
    [['--focus', '7'], 'Allowed choices are 1, 2, 3, 4, 5, 6.'],
  ])('refuses %j clearly, before any call', async (flags, message) => {
    const refused = await run(['ai', 'generate', ...flags])

    expect(refused.exitCode).toBe(2)
    expect(refused.stderr).toContain(message)
    expect(api().calls).toEqual([])
  })

  it('shows progress while generating and saving on a terminal', async () => {
    const shown = await run(['ai', 'generate', '-n', '2', '--save'], { stderrIsTTY: true })

    expect(shown.stderr).toContain('\rgenerating [########################] 2/2\n')
    expect(shown.stderr).toContain('\rsaving [########################] 2/2\n')

    const preview = await run(['ai', 'generate'], { stderrIsTTY: true })
    expect(preview.stderr).toBe(
      '\rgenerating [------------------------] 0/1\rgenerating [########################] 1/1\n',
    )
  })
})
