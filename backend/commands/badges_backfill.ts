import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace badges:backfill`: recomputes every member's badge counters from the tables and grants
 * the tiers reached but missing. Idempotent and safe on a live database (backfill_badges.ts).
 */
export default class BadgesBackfill extends BaseCommand {
  static commandName = 'badges:backfill'
  static description = 'Recompute badge counters from the tables and grant missing badges'
  static options: CommandOptions = { startApp: true }
  static help = [
    'node ace badges:backfill',
    'node ace badges:backfill --mark-seen   # no badge toasts for these grants',
  ]

  @flags.boolean({ description: 'Grant as already seen (no toasts), e.g. on a first run over old data' })
  declare markSeen: boolean

  async run() {
    const { default: BackfillBadges } = await import('#actions/badges/backfill_badges')
    let lastLine = ''
    const report = await BackfillBadges.handle({
      markSeen: this.markSeen,
      onProgress: (done, total) => {
        const line = progressLine(done, total)
        if (line !== lastLine) process.stdout.write(`\r${line}${done === total ? '\n' : ''}`)
        lastLine = line
      },
    })
    this.logger.success(`${report.members} members recounted, ${report.granted} badges granted`)
  }
}

function progressLine(done: number, total: number): string {
  const width = 30
  const share = total === 0 ? 1 : done / total
  const filled = Math.round(share * width)
  return `  members [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(Math.floor(share * 100)).padStart(3)} % of ${total}`
}
