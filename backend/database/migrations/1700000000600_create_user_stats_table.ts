import { DateTime } from 'luxon'
import DilemmaSchema from '#database/dilemma_schema'
import { appTimezone } from '#config/app'

/**
 * The badge counters, one row per member (created on her first counted event), so a badge check is
 * one comparison. They live apart from `users` so that counting a vote or a like does not lock the
 * account row every vote's and like's foreign-key check reads
 * (docs/adr/0011-badges-and-statistics.md). Each counter equals the number of its rows in the
 * tables (badges:backfill recomputes them so).
 *
 * `users.streak_day` is the calendar day (APP_TIMEZONE, YYYY-MM-DD) her login streak last counted:
 * the guard compares it with today on every signed-in request. Existing members get the day of
 * their last login, so their streaks carry on.
 */
export default class extends DilemmaSchema {
  async up() {
    this.createPortableTable('user_stats', (table) => {
      table.integer('user_id').unsigned().notNullable().primary().references('id').inTable('users').onDelete('CASCADE')
      table.integer('posts_created').unsigned().notNullable().defaultTo(0)
      table.integer('likes_received').unsigned().notNullable().defaultTo(0)
      table.integer('votes_given').unsigned().notNullable().defaultTo(0)
      table.integer('likes_given').unsigned().notNullable().defaultTo(0)
      table.integer('posts_saved').unsigned().notNullable().defaultTo(0)
    })
    this.schema.alterTable('users', (table) => {
      table.string('streak_day', 10).nullable()
    })
    this.defer(async (db) => {
      const users = await db.from('users').whereNotNull('last_login_at').select('id', 'last_login_at')
      for (const { id, last_login_at: lastLoginAt } of users) {
        const at =
          lastLoginAt instanceof Date
            ? DateTime.fromJSDate(lastLoginAt)
            : DateTime.fromSQL(String(lastLoginAt), { zone: 'utc' })
        if (!at.isValid) continue
        await db
          .from('users')
          .where('id', id)
          .update({ streak_day: at.setZone(appTimezone).toISODate() })
      }
    })
  }

  async down() {
    this.schema.alterTable('users', (table) => {
      table.dropColumn('streak_day')
    })
    this.schema.dropTable('user_stats')
  }
}
