import { rm } from 'node:fs/promises'
import { basename } from 'node:path'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { migrateToLatest } from '#database/prepare_database'

async function recreateMysqlDatabase() {
  const { createConnection } = await import('mysql2/promise')
  const { database, ...server } = app.config.get<{ database: string } & Record<string, unknown>>(
    'database.connections.mysql.connection',
  )
  // The suite drops and recreates this database: never let it touch a real one.
  if (!/test/i.test(database)) {
    throw new Error(`Refusing to recreate "${database}": test database names must contain "test"`)
  }
  const connection = await createConnection({ ...server })
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${database}\``)
    await connection.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`)
  } finally {
    await connection.end()
  }
}

async function removeSqliteFile() {
  const filename = app.config.get<string>('database.connections.sqlite.connection.filename')
  if (!/test/i.test(basename(filename))) {
    throw new Error(`Refusing to delete "${filename}": test database files must have "test" in their name`)
  }
  for (const suffix of ['', '-wal', '-shm']) await rm(`${filename}${suffix}`, { force: true })
}

export async function recreateTestDatabase() {
  if (db.primaryConnectionName === 'mysql') await recreateMysqlDatabase()
  else await removeSqliteFile()
  await migrateToLatest()
}
