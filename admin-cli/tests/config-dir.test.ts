import { describe, expect, it } from 'vitest'
import { configDir, sessionFile } from '../src/config-dir.js'

const homeDir = '/home/ada'

describe('the config directory', () => {
  it('prefers DILEMMA_ADMIN_CONFIG_DIR', () => {
    expect(configDir({ homeDir, env: { DILEMMA_ADMIN_CONFIG_DIR: '/tmp/x', XDG_CONFIG_HOME: '/xdg' } })).toBe('/tmp/x')
  })

  it('then $XDG_CONFIG_HOME/dilemma-admin', () => {
    expect(sessionFile({ homeDir, env: { XDG_CONFIG_HOME: '/xdg' } }, 'http://127.0.0.1:3333/api')).toBe(
      '/xdg/dilemma-admin/sessions/127.0.0.1_3333_api.json',
    )
  })

  it('keeps a profile in profiles/<name>', () => {
    expect(configDir({ homeDir, env: { DILEMMA_PROFILE: 'work' } })).toBe(
      '/home/ada/.config/dilemma-admin/profiles/work',
    )
  })

  it('falls back to ~/.config/dilemma-admin, also when XDG_CONFIG_HOME is relative', () => {
    expect(configDir({ homeDir, env: {} })).toBe('/home/ada/.config/dilemma-admin')
    expect(configDir({ homeDir, env: { XDG_CONFIG_HOME: 'relative/path' } })).toBe('/home/ada/.config/dilemma-admin')
  })
})
