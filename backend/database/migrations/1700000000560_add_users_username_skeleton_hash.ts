import DilemmaSchema from '#database/dilemma_schema'
import { usernameSkeletonHash } from '#rules/username_rules'

/**
 * Lookalike usernames ("аdmin" with a Cyrillic а, "ａｄｍｉｎ") collide on the hash of their
 * confusable skeleton, and its unique index settles races between two sign-ups. Existing
 * members get theirs computed here; where two existing names already look alike, the older
 * keeps the hash and the newer stays NULL (a unique index allows many NULLs) until renamed.
 */
export default class extends DilemmaSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('username_skeleton_hash', 64).nullable()
    })
    this.defer(async (db) => {
      const users = await db.from(this.tableName).select('id', 'username').orderBy('id')
      const taken = new Set<string>()
      for (const { id, username } of users) {
        const hash = usernameSkeletonHash(username)
        if (taken.has(hash)) continue
        taken.add(hash)
        await db.from(this.tableName).where('id', id).update({ username_skeleton_hash: hash })
      }
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.unique(['username_skeleton_hash'])
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropUnique(['username_skeleton_hash'])
      table.dropColumn('username_skeleton_hash')
    })
  }
}
