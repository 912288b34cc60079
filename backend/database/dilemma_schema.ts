import { BaseSchema } from '@adonisjs/lucid/schema'
import type { Knex } from 'knex'

/**
 * Base class of our migrations: one set of migrations for SQLite and MySQL/MariaDB.
 * On MySQL every table gets utf8mb4 with an explicit collation, so behaviour does not depend on
 * the server's defaults. Dates are `dateTime` columns holding UTC.
 */
export default class DilemmaSchema extends BaseSchema {
  protected get isMysql(): boolean {
    return this.db.dialect.name === 'mysql'
  }

  protected get isSqlite(): boolean {
    return this.db.dialect.name === 'better-sqlite3'
  }

  protected createPortableTable(name: string, columns: (table: Knex.CreateTableBuilder) => void) {
    this.schema.createTable(name, (table) => {
      if (this.isMysql) {
        table.engine('InnoDB')
        table.charset('utf8mb4')
        table.collate('utf8mb4_unicode_ci')
      }
      columns(table)
    })
  }

  protected timestamps(table: Knex.CreateTableBuilder) {
    table.dateTime('created_at').notNullable()
    table.dateTime('updated_at').notNullable()
  }
}
