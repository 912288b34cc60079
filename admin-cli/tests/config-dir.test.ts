import envPaths from 'env-paths'
import { mkdirSync, mkdtempSync } from 'node:fs'
import { homedir, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { configDir, sessionFile } from '../src/config-dir.js'

const homeDir = '/home/ada'
/** env-paths' choice on a Mac, where earlier versions used ~/.config/dilemma-admin. */
const platformConfigDir = '/home/ada/Library/Preferences/dilemma-admin'

describe('the config directory', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('prefers DILEMMA_ADMIN_CONFIG_DIR', () => {
    const env = { DILEMMA_ADMIN_CONFIG_DIR: '/tmp/x', XDG_CONFIG_HOME: '/xdg' }
    expect(configDir({ homeDir, platformConfigDir, env })).toBe('/tmp/x')
  })

  it("then the platform's directory (env-paths) for a new user", () => {
    expect(sessionFile({ homeDir, platformConfigDir, env: {} }, 'http://127.0.0.1:3333/api')).toBe(
      '/home/ada/Library/Preferences/dilemma-admin/sessions/127.0.0.1_3333_api.json',
    )
  })

  it('keeps using the directory of earlier versions while it exists', () => {
    const earlierHome = mkdtempSync(join(tmpdir(), 'dilemma-admin-home-'))
    mkdirSync(join(earlierHome, '.config', 'dilemma-admin'), { recursive: true })
    const xdgConfigHome = mkdtempSync(join(tmpdir(), 'dilemma-admin-xdg-'))
    mkdirSync(join(xdgConfigHome, 'dilemma-admin'))

    expect(configDir({ homeDir: earlierHome, platformConfigDir, env: {} })).toBe(
      join(earlierHome, '.config', 'dilemma-admin'),
    )
    expect(configDir({ homeDir, platformConfigDir, env: { XDG_CONFIG_HOME: xdgConfigHome } })).toBe(
      join(xdgConfigHome, 'dilemma-admin'),
    )
  })

  it('keeps a profile in profiles/<name>', () => {
    expect(configDir({ homeDir, platformConfigDir, env: { DILEMMA_PROFILE: 'work' } })).toBe(
      '/home/ada/Library/Preferences/dilemma-admin/profiles/work',
    )
  })

  it('ignores a relative XDG_CONFIG_HOME, as the XDG spec says', () => {
    const env = { XDG_CONFIG_HOME: 'relative/path' }
    expect(configDir({ homeDir, platformConfigDir: 'relative/path/dilemma-admin', env })).toBe(
      '/home/ada/.config/dilemma-admin',
    )
  })

  it.runIf(process.platform === 'linux')(
    'on Linux env-paths chooses the directory of earlier versions: $XDG_CONFIG_HOME/dilemma-admin, else ~/.config/dilemma-admin',
    () => {
      const platformDir = () => envPaths('dilemma-admin', { suffix: '' }).config

      vi.stubEnv('XDG_CONFIG_HOME', '/xdg')
      expect(platformDir()).toBe('/xdg/dilemma-admin')
      vi.stubEnv('XDG_CONFIG_HOME', undefined)
      expect(platformDir()).toBe(join(homedir(), '.config', 'dilemma-admin'))
    },
  )
})
