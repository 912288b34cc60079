import { readFile } from 'node:fs/promises'
import { test } from '@japa/runner'
import { CookieAgent, setCookieLines } from '#tests/helpers/cookie_agent'
import { createUser, TEST_PASSWORD } from '#tests/helpers/users'

const PRIVACY_TEXTS = ['de', 'en', 'tr'].map(
  (language) => new URL(`../../../../member-app/src/features/pages/privacy/i18n/${language}.json`, import.meta.url),
)

const cookieNames = (lines: string[]) => lines.map((line) => line.slice(0, line.indexOf('=')))

test.group('Privacy policy', () => {
  test('names every cookie the server sets on a visit and a login, in each language', async ({ client, assert }) => {
    const user = await createUser()
    const agent = new CookieAgent(client)
    const visit = await agent.send('get', '/api/health')
    const login = await agent.send('post', '/api/auth/login', {
      usernameOrEmail: user.email,
      password: TEST_PASSWORD,
    })
    login.assertStatus(200)

    const names = new Set(cookieNames([...setCookieLines(visit), ...setCookieLines(login)]))
    assert.includeMembers([...names], ['dilemma_access', 'dilemma_refresh', 'dilemma_signed_in', 'XSRF-TOKEN'])
    for (const file of PRIVACY_TEXTS) {
      const text = Object.values(JSON.parse(await readFile(file, 'utf8')) as Record<string, string>).join('\n')
      for (const name of names) assert.include(text, name, `${file.pathname} names the cookie ${name}`)
    }
  })
})
