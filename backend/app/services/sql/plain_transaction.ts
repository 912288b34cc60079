/*
 * A transaction of plain BEGIN and COMMIT statements sent to the driver on one pooled
 * connection (driver_sql.ts), for the vote, which runs one on every request. Lucid's
 * db.transaction() builds a knex transaction (a new knex instance, its client and events) each
 * time: about 130 µs more Node time for a vote's three statements, and knex.raw another 60 µs
 * for each of the five statements (docs/adr/0005-votes-likes-and-saves.md).
 */
import db from '@adonisjs/lucid/services/db'
import type { RawQueryBindings } from '@adonisjs/lucid/types/querybuilder'
import { runOnConnection, withConnection } from '#services/sql/driver_sql'

/** Runs one statement of the transaction; its result is the driver's (see sql_results.ts). */
export type RunSql = (sql: string, bindings?: readonly unknown[]) => Promise<unknown>

/**
 * `work` inside BEGIN … COMMIT, every statement of it through `run` (on SQLite, whose pool has
 * one connection, any other query would wait for the commit). Anything thrown rolls the
 * transaction back and is rethrown. Inside an open transaction (the test suite's global one) it
 * is Lucid's nested transaction, a savepoint.
 */
export async function inTransaction<T>(work: (run: RunSql) => Promise<T>): Promise<T> {
  if (db.connection().isTransaction) {
    return db.transaction((trx) => work(async (sql, bindings = []) => trx.rawQuery(sql, bindings as RawQueryBindings)))
  }
  return withConnection(
    async (connection) => {
      const run: RunSql = (sql, bindings) => runOnConnection(connection, sql, bindings)
      try {
        await run('BEGIN')
        const result = await work(run)
        await run('COMMIT')
        return result
      } catch (error) {
        // A broken connection fails the ROLLBACK too; the pool then discards it when next acquired.
        await run('ROLLBACK').catch(() => undefined)
        throw error
      }
    },
    { write: true },
  )
}
