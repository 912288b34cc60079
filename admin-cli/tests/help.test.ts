import { describe, expect, it } from 'vitest'
import { runDilemmaAdmin } from './support/run-in-process.js'

describe('dilemma-admin help and parsing', () => {
  it('lists the commands, the global options and examples', async () => {
    const { exitCode, stdout } = await runDilemmaAdmin(['--help'])

    expect(exitCode).toBe(0)
    expect(stdout).toContain('Usage: dilemma-admin [options] [command]')
    for (const text of ['login', 'logout', 'whoami', '--api <url>', '--json', 'Examples:', '$ dilemma-admin login']) {
      expect(stdout).toContain(text)
    }
    expect(stdout.replace(/\s+/g, ' ')).toContain(
      '(env: DILEMMA_API_URL; default: the last one logged in to) (default: "http://localhost:3333/api")',
    )
  })

  it.each([
    [
      'login',
      ['--user <usernameOrEmail>', '--password <password>', '$ dilemma-admin login --user admin@dilemma.local'],
    ],
    ['logout', ['--all', '$ dilemma-admin logout --all']],
    ['whoami', ['$ dilemma-admin whoami --json']],
  ])('shows options and examples for %s', async (command, texts) => {
    const { exitCode, stdout } = await runDilemmaAdmin([command, '--help'])

    expect(exitCode).toBe(0)
    expect(stdout).toContain(`Usage: dilemma-admin ${command} [options]`)
    for (const text of texts) expect(stdout).toContain(text)
  })

  it('lists the admin commands at the top level', async () => {
    const { stdout } = await runDilemmaAdmin(['--help'])

    for (const command of [
      'invites',
      'reports',
      'posts',
      'users',
      'popups',
      'tags',
      'ai',
      'audit',
      'export [options] <dataset>',
    ]) {
      expect(stdout).toContain(`\n  ${command} `)
    }
  })

  it.each([
    [
      'reports',
      [
        'list [options]',
        'reject [options] <reportIds...>',
        'delete-posts [options] <reportIds...>',
        'reject-posts [options] <postIds...>',
      ],
    ],
    ['posts', ['list [options]', 'set-status [options] <status> <postIds...>', 'purge [options] <postIds...>']],
    ['users', ['list [options]', 'set-role [options] <role> <userIds...>', 'verify [options]', 'unverify [options]']],
    ['ai', ['generate [options]', 'stats', '$ dilemma-admin ai generate --count 5 --language en']],
    [
      'popups',
      ['list', 'create [options] <image>', 'toggle [options] <state> <popupIds...>', 'delete [options] <popupIds...>'],
    ],
    ['tags', ['categories', 'uncategorised|uncategorized', 'move [options] <tagIds...>']],
    ['audit', ['list [options]', '$ dilemma-admin audit list --action user.role --json']],
  ])('lists the subcommands of %s with examples', async (command, texts) => {
    const { exitCode, stdout } = await runDilemmaAdmin([command, '--help'])

    expect(exitCode).toBe(0)
    expect(stdout).toContain('Examples:')
    for (const text of texts) expect(stdout).toContain(text)
  })

  it.each([
    [
      ['reports', 'reject'],
      ['--dry-run', '$ dilemma-admin reports reject 12 13 --dry-run'],
    ],
    [
      ['reports', 'list'],
      ['--grouped', '$ dilemma-admin reports list --grouped --json'],
    ],
    [
      ['reports', 'reject-posts'],
      ['--dry-run', '$ dilemma-admin reports reject-posts 7 8 --dry-run'],
    ],
    [
      ['reports', 'delete-posts'],
      ['--dry-run', '$ dilemma-admin reports delete-posts 14'],
    ],
    [
      ['posts', 'list'],
      ['--status <status>', '--search <text>', '--sort <field>', '--limit <count>'],
    ],
    [
      ['posts', 'set-status'],
      ['"active", "passive", "deleted"', '--dry-run', '$ dilemma-admin posts set-status'],
    ],
    [
      ['posts', 'purge'],
      ['-y, --yes', '--dry-run', '$ dilemma-admin posts purge 33 --yes'],
    ],
    [
      ['users', 'list'],
      ['--role <role>', '--verified <verified>', '--search <text>'],
    ],
    [
      ['users', 'set-role'],
      ['(choices: "user", "prouser", "premiumuser",', '--demote-admin', '--dry-run'],
    ],
    [
      ['users', 'verify'],
      ['--dry-run', '$ dilemma-admin users verify 9'],
    ],
    [
      ['ai', 'generate'],
      ['--count <count>', '--language <language>', '--options <count>', '--save', '--dry-run'],
    ],
    [['export'], ['"posts", "users", "reports"', '--format <format>', '--out <file>', '$ dilemma-admin export']],
  ])('shows options and examples for %j', async (command, texts) => {
    const { exitCode, stdout } = await runDilemmaAdmin([...command, '--help'])

    expect(exitCode).toBe(0)
    expect(stdout).toContain(`Usage: dilemma-admin ${command.join(' ')} [options]`)
    expect(stdout).toContain('Examples:')
    for (const text of texts) expect(stdout).toContain(text)
  })

  it('takes the default API root from DILEMMA_API_URL', async () => {
    const { stdout } = await runDilemmaAdmin(['--help'], { env: { DILEMMA_API_URL: 'https://dilemma.example/api' } })

    expect(stdout).toContain('"https://dilemma.example/api"')
  })

  it.each(['bash', 'zsh', 'fish'])('completion %s completes the nouns, their verbs and options', async (shell) => {
    const { exitCode, stdout } = await runDilemmaAdmin(['completion', shell])
    expect(exitCode).toBe(0)
    expect(stdout).toMatch(/"reports set-role"|"users"/)
    expect(stdout).toContain('list reject delete-posts reject-posts')
    expect(stdout).toMatch(/set-role verify unverify/)
    expect(stdout).toContain('--demote-admin')
  })

  it('completion of an unknown shell is a usage error (exit 2)', async () => {
    expect((await runDilemmaAdmin(['completion', 'tcsh'])).exitCode).toBe(2)
  })

  it('fails with exit code 2 on an unknown command or option', async () => {
    const unknownCommand = await runDilemmaAdmin(['frobnicate'])
    const unknownOption = await runDilemmaAdmin(['whoami', '--frob'])

    expect(unknownCommand.exitCode).toBe(2)
    expect(unknownCommand.stderr).toContain("error: unknown command 'frobnicate'")
    expect(unknownOption.exitCode).toBe(2)
    expect(unknownOption.stderr).toContain("error: unknown option '--frob'")
  })

  it('refuses an API root that is not a URL', async () => {
    const { exitCode, stderr } = await runDilemmaAdmin(['--api', 'localhost', 'whoami'])

    expect(exitCode).toBe(1)
    expect(stderr).toBe('error: --api must be an absolute URL, got "localhost" (INVALID_API_URL)\n')
  })
})
