import { args, BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace users:set-role <user> <role>`: sets a member's role from the server, the deliberate way
 * to demote an admin (the console and the API refuse it unless asked to; admin-spec §4). Demoting
 * an admin asks to type her e-mail address (`--force` skips it); audited like the console's change.
 */
export default class UsersSetRole extends BaseCommand {
  static commandName = 'users:set-role'
  static description = "Set a member's role (the deliberate way to demote an admin), audited"
  static options: CommandOptions = { startApp: true }
  static help = [
    'node ace users:set-role member@dilemma.local prouser',
    'node ace users:set-role 7 user   # demoting an admin asks to type her e-mail address',
  ]

  @args.string({ description: 'The member: her id or e-mail address' })
  declare user: string

  @args.string({ description: 'The new role: user, prouser, premiumuser or admin' })
  declare role: string

  @flags.boolean({ description: 'Do not ask before demoting an admin (scripts)' })
  declare force: boolean

  @flags.string({
    description: 'Why, when the role is lowered (she is told): spam, harassment, …, other',
    default: 'other',
  })
  declare reason: string

  @flags.string({ description: 'Words beside the reason, shown to her' })
  declare note?: string

  async run() {
    const { ROLES } = await import('#rules/roles')
    const { default: User } = await import('#models/user')
    const { default: ChangeRole } = await import('#actions/moderation/change_role')
    const { MODERATION_REASONS } = await import('@dilemma/contract/moderation')
    const role = ROLES.find((candidate) => candidate === this.role)
    if (!role) return this.fail(`Unknown role "${this.role}": use ${ROLES.join(', ')}`)
    const reason = MODERATION_REASONS.find((candidate) => candidate === this.reason)
    if (!reason) return this.fail(`Unknown reason "${this.reason}": use ${MODERATION_REASONS.join(', ')}`)
    const query = User.query().whereNull('deleted_at')
    const user = await (
      /^\d+$/.test(this.user) ? query.where('id', Number(this.user)) : query.where('email', this.user)
    ).first()
    if (!user) return this.fail(`No member "${this.user}"`)
    if (user.role === 'admin' && role !== 'admin' && !this.force) {
      const typed = await this.prompt.ask(
        `Demote the admin ${user.email} to ${role}? Type her e-mail address to confirm`,
      )
      if (typed.trim() !== user.email) return this.fail('Cancelled; nothing was changed.')
    }
    await ChangeRole.handle({
      userId: user.id,
      role,
      moderator: { actorId: null, dryRun: false },
      demoteAdmin: true,
      statement: { reason, note: this.note },
    })
    this.logger.success(`${user.email}: ${user.role} → ${role}`)
  }

  private fail(message: string) {
    this.logger.error(message)
    this.exitCode = 1
  }
}
