/*
 * Plain SQL sent straight to the database driver (mysql2 or better-sqlite3) on a connection of
 * knex's pool, for the statements every feed page and every vote runs. Sent through knex.raw,
 * each cost about 60 µs more Node time (building the raw query, its bindings, the runner and
 * its events) than the driver's own call. On MySQL they are prepared statements, which cost
 * MariaDB 12–16 % less CPU than the same text sent with its values each time. Inside a
 * transaction (the test suite's global one) knex's pool hands out the transaction's connection,
 * so the statements see its writes. The statements emit no `db:query` events, so debug query
 * logging does not show them (docs/adr/0005-votes-likes-and-saves.md).
 */
import db from '@adonisjs/lucid/services/db'
import type { Knex } from 'knex'
import { rowsOf } from '#services/sql/sql_results'
import { readClient } from '#services/sql/read_replicas'

/** A pooled connection of either driver, as knex's pool hands it out. */
export type DriverConnection = MysqlConnection | SqliteConnection

type MysqlCallback = (error: Error | null, rows: unknown, fields: unknown) => void

interface MysqlConnection {
  query(sql: string, bindings: readonly unknown[], callback: MysqlCallback): void
  execute(sql: string, bindings: readonly unknown[], callback: MysqlCallback): void
}

interface SqliteConnection {
  prepare(sql: string): {
    reader: boolean
    all(bindings: readonly unknown[]): unknown[]
    run(bindings: readonly unknown[]): { changes: number; lastInsertRowid: number | bigint }
  }
}

/**
 * Runs one statement on `connection`. The result has the shape knex.raw gives (see
 * sql_results.ts): mysql2's [rows or header, fields]; better-sqlite3's rows for a query that
 * returns rows, else its run info.
 */
export async function runOnConnection(
  connection: DriverConnection,
  sql: string,
  bindings: readonly unknown[] = [],
): Promise<unknown> {
  if (db.connection().dialect.name !== 'mysql') {
    const statement = (connection as SqliteConnection).prepare(sql)
    const values = bindings.map(toSqliteValue)
    return statement.reader ? statement.all(values) : statement.run(values)
  }
  const mysql = connection as MysqlConnection
  return new Promise((resolve, reject) => {
    const callback: MysqlCallback = (error, rows, fields) => (error ? reject(error) : resolve([rows, fields]))
    // A statement with bindings is prepared once per connection (mysql2 keeps up to
    // maxPreparedStatements of them) and then only executed: MariaDB parses it once.
    if (bindings.length > 0) mysql.execute(sql, bindings, callback)
    else mysql.query(sql, bindings, callback)
  })
}

/**
 * `use` with a connection of the pool, given back afterwards: the primary's for writes, for reads
 * the pool readClient() names (a replica's only inside a stale-tolerant scope).
 */
export async function withConnection<T>(
  use: (connection: DriverConnection) => Promise<T>,
  { write = false } = {},
): Promise<T> {
  const knex: Knex = write ? db.connection().getWriteClient() : readClient().getReadClient()
  const connection = (await knex.client.acquireConnection()) as DriverConnection
  try {
    return await use(connection)
  } finally {
    await knex.client.releaseConnection(connection)
  }
}

/** The rows of one SELECT, read on a pooled connection. */
export async function readRows<Row>(sql: string, bindings: readonly unknown[] = []): Promise<Row[]> {
  return rowsOf<Row>(await withConnection((connection) => runOnConnection(connection, sql, bindings)))
}

/** better-sqlite3 binds numbers, strings, bigints, buffers and null; knex converts the rest so. */
function toSqliteValue(value: unknown): unknown {
  if (value instanceof Date) return value.valueOf()
  if (typeof value === 'boolean') return Number(value)
  return value
}
