import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, inject, it } from 'vitest'

const execFileAsync = promisify(execFile)
const baseUrl = inject('baseUrl')
const cliPath = resolve(import.meta.dirname, '..', '..', 'admin-cli', 'bin', 'dilemma-admin.js')
const configDir = mkdtempSync(join(tmpdir(), 'dilemma-cli-e2e-'))

function cli(...args: string[]) {
  return execFileAsync(process.execPath, [cliPath, '--api', `${baseUrl}/api`, ...args], {
    env: { ...process.env, DILEMMA_ADMIN_CONFIG_DIR: configDir },
  })
}

afterAll(() => rmSync(configDir, { recursive: true, force: true }))

describe('dilemma-admin against the real API', () => {
  it('logs in, tells who is logged in, and logs out', async () => {
    await cli('login', '--user', 'admin@dilemma.local', '--password', 'dilemma-demo')

    const { stdout } = await cli('whoami', '--json')
    expect(JSON.parse(stdout).user).toMatchObject({ email: 'admin@dilemma.local', role: 'admin' })

    await cli('logout')
    await expect(cli('whoami')).rejects.toMatchObject({ code: 1 })
  })

  it('refuses a wrong password with a non-zero exit code', async () => {
    await expect(cli('login', '--user', 'admin@dilemma.local', '--password', 'wrong-password')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('INVALID_CREDENTIALS'),
    })
  })
})
