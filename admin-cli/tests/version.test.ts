import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { startFakeDilemmaApi } from './support/fake-dilemma-api.js'
import { FAKE_HEALTH } from './support/fake-server.js'
import { runDilemmaAdmin } from './support/run-in-process.js'
import { useFakeApi } from './support/use-fake-api.js'

/** The release's number: the repository root's version, which every workspace carries. */
const release = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version

describe('dilemma-admin --version', () => {
  it("prints the release's number when no API is configured", async () => {
    expect(release).toMatch(/^\d+\.\d+\.\d+$/)
    expect(release).not.toBe('0.0.0')

    expect(await runDilemmaAdmin(['--version'])).toEqual({ exitCode: 0, stdout: `${release}\n`, stderr: '' })
    expect(await runDilemmaAdmin(['-V', '--json'])).toEqual({
      exitCode: 0,
      stdout: `${JSON.stringify({ version: release }, null, 2)}\n`,
      stderr: '',
    })
  })

  describe('with an API on 127.0.0.1', () => {
    const { api, configDir, run } = useFakeApi(startFakeDilemmaApi)

    it("adds the API's version from /health, wherever --api stands", async () => {
      const expected = { exitCode: 0, stdout: `${release}\nAPI ${FAKE_HEALTH.version} at ${api().url}\n`, stderr: '' }

      expect(await run(['--version'])).toEqual(expected)
      expect(await runDilemmaAdmin(['--version', '--api', api().url])).toEqual(expected)
      expect(await runDilemmaAdmin(['--version'], { env: { DILEMMA_API_URL: api().url } })).toEqual(expected)
    })

    it('answers both in JSON with --json', async () => {
      const { exitCode, stdout } = await run(['--version', '--json'])

      expect(exitCode).toBe(0)
      expect(JSON.parse(stdout)).toEqual({ version: release, api: { url: api().url, version: FAKE_HEALTH.version } })
    })

    it('uses the address of the last login when none is given', async () => {
      await run(['login', '--user', 'admin@dilemma.local', '--password', 'dilemma-demo'])

      expect(await runDilemmaAdmin(['--version'], { env: { DILEMMA_ADMIN_CONFIG_DIR: configDir() } })).toEqual({
        exitCode: 0,
        stdout: `${release}\nAPI ${FAKE_HEALTH.version} at ${api().url}\n`,
        stderr: '',
      })
    })
  })

  it('prints its own number and fails (exit 1) when the configured API does not answer', async () => {
    const gone = await startFakeDilemmaApi()
    await gone.close()

    const { exitCode, stdout, stderr } = await runDilemmaAdmin(['--api', gone.url, '--version'])

    expect(exitCode).toBe(1)
    expect(stdout).toBe(`${release}\n`)
    expect(stderr).toMatch(/^error: The server could not be reached .+ \(NETWORK_ERROR\)\n$/)
  })
})
