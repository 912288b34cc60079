import { render } from '@inquirer/testing'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import type { Io } from '../src/io.js'
import { confirm, promptLine, promptSecret, readFirstLine } from '../src/prompt.js'
import { plainText } from './support/run-in-process.js'

type Ask<Answer> = (io: Io, message: string) => Promise<Answer>

/** One of our prompts on @inquirer/testing's terminal: keys typed by the test, the screen read back. */
async function onTerminal<Answer>(ask: Ask<Answer>, message: string) {
  // render() takes an Inquirer prompt: (config, { input, output }) => a promise with cancel().
  const prompt = (props: { message: string }, terminal?: { input?: unknown; output?: unknown }) =>
    Object.assign(ask({ stdin: terminal?.input, stderr: terminal?.output } as Io, props.message), {
      cancel: () => undefined,
    })
  const rendered = await render(prompt, { message })
  return {
    ...rendered,
    /** Everything drawn so far, as a person reads it, once the pipe to the screen has delivered it. */
    async screen(): Promise<string> {
      await new Promise((done) => setImmediate(done))
      return plainText(rendered.getFullOutput())
    },
  }
}

describe('prompts on a terminal', () => {
  it('asks for a password without showing it, not even as stars', async () => {
    const prompt = await onTerminal(promptSecret, 'Password')

    prompt.events.type('dilemma-demo')
    expect(await prompt.screen()).toContain('Password [input is masked]')
    prompt.events.keypress('enter')

    await expect(prompt.answer).resolves.toBe('dilemma-demo')
    expect(await prompt.screen()).not.toMatch(/dilemma-demo|\*/)
  })

  it('echoes a line as it is typed', async () => {
    const prompt = await onTerminal(promptLine, 'Username or e-mail')

    prompt.events.type('ada')
    prompt.events.keypress('enter')

    await expect(prompt.answer).resolves.toBe('ada')
    expect(await prompt.screen()).toContain('Username or e-mail ada')
  })

  it.each([
    ['y', true],
    ['YES', true],
    ['n', false],
    ['', false],
    ['maybe', false],
  ])('confirms %j as %j (Enter alone is no)', async (typed, confirmed) => {
    const prompt = await onTerminal(confirm, 'Delete post(s) 1?')

    expect(await prompt.screen()).toContain('Delete post(s) 1? (y/N)')
    prompt.events.type(typed)
    prompt.events.keypress('enter')

    await expect(prompt.answer).resolves.toBe(confirmed)
  })

  it('cancels the command on Ctrl+C (exit code 130)', async () => {
    const prompt = await onTerminal(confirm, 'Delete post(s) 1?')

    prompt.events.keypress({ name: 'c', ctrl: true })

    await expect(prompt.answer).rejects.toMatchObject({ message: 'Cancelled.', code: 'CANCELLED' })
  })
})

describe('a piped stdin', () => {
  it('gives its first line as the password', async () => {
    expect(await readFirstLine(Readable.from(['secret\r\nignored\n']))).toBe('secret')
  })
})
