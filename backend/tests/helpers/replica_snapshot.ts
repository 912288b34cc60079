import { rm } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type { MysqlConfig, SqliteConfig } from '@adonisjs/lucid/types/database'
import { READ_REPLICAS_CONNECTION } from '#services/sql/read_hosts'
import { rowsOf } from '#services/sql/sql_results'

/**
 * A read replica that trails the primary: a copy of the test database as it is now (a second
 * SQLite file, or a second database on the same MySQL server, read through Lucid's `replicas`),
 * added as the read replicas' connection. What the primary gets afterwards, the replica lacks.
 * `remove()` takes the connection away again (no replicas: the default) and deletes the copy.
 */
export async function snapshotAsReplica(): Promise<{ remove(): Promise<void> }> {
  const removeCopy = db.primaryConnectionName === 'mysql' ? await copyMysqlDatabase() : await copySqliteFile()
  return {
    async remove() {
      await db.manager.close(READ_REPLICAS_CONNECTION, true)
      await removeCopy()
    },
  }
}

async function copySqliteFile() {
  const config = app.config.get<SqliteConfig>('database.connections.sqlite')
  const filename = `${(config.connection as { filename: string }).filename}-replica`
  await rm(filename, { force: true })
  await db.rawQuery('VACUUM INTO ?', [filename])
  db.manager.add(READ_REPLICAS_CONNECTION, { ...config, connection: { filename } })
  return () => rm(filename, { force: true })
}

async function copyMysqlDatabase() {
  const config = app.config.get<MysqlConfig>('database.connections.mysql')
  const primary = (config.connection as { database: string }).database
  const replica = `${primary}_replica`
  await db.rawQuery(`DROP DATABASE IF EXISTS \`${replica}\``)
  await db.rawQuery(`CREATE DATABASE \`${replica}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`)
  for (const row of rowsOf<Record<string, string>>(await db.rawQuery('SHOW TABLES'))) {
    const table = Object.values(row)[0]!
    await db.rawQuery(`CREATE TABLE \`${replica}\`.\`${table}\` LIKE \`${primary}\`.\`${table}\``)
    const columns = (await storedColumnsOf(primary, table)).map((column) => `\`${column}\``).join(', ')
    await db.rawQuery(
      `INSERT INTO \`${replica}\`.\`${table}\` (${columns}) SELECT ${columns} FROM \`${primary}\`.\`${table}\``,
    )
  }
  db.manager.add(READ_REPLICAS_CONNECTION, {
    ...config,
    replicas: { read: { connection: [{ database: replica }] }, write: { connection: config.connection! } },
  })
  return async () => {
    await db.rawQuery(`DROP DATABASE IF EXISTS \`${replica}\``)
  }
}

/** A table's columns that hold values (generated columns are computed by the copy itself). */
async function storedColumnsOf(database: string, table: string): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.rawQuery(
      `SELECT COLUMN_NAME AS name FROM information_schema.COLUMNS
       WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? AND EXTRA NOT LIKE '%GENERATED%'
       ORDER BY ORDINAL_POSITION`,
      [database, table],
    ),
  )
  return rows.map((row) => row.name)
}
