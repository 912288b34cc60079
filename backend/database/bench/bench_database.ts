import { rm } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { createConnection, type ConnectionOptions } from 'mysql2/promise'
import CategoriesSeeder from '#database/seeders/01_categories_seeder'
import BadgesSeeder from '#database/seeders/02_badges_seeder'
import { migrateToLatest } from '#database/prepare_database'

/** A fresh, migrated bench database (SQLite file or MySQL database), with the categories and badge tiers. */
export async function recreateBenchDatabase() {
  if (db.primaryConnectionName === 'mysql') {
    const { database, ...server } = app.config.get<ConnectionOptions & { database: string }>(
      'database.connections.mysql.connection',
    )
    if (!/bench/i.test(database))
      throw new Error(`Refusing to recreate "${database}": bench database names must contain "bench"`)
    const connection = await createConnection({ ...server })
    await connection.query(`DROP DATABASE IF EXISTS \`${database}\``)
    await connection.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`)
    await connection.end()
  } else {
    const filename = app.config.get<string>('database.connections.sqlite.connection.filename')
    if (!/bench/i.test(filename))
      throw new Error(`Refusing to delete "${filename}": bench database names must contain "bench"`)
    await db.manager.close('sqlite')
    for (const suffix of ['', '-wal', '-shm']) await rm(`${filename}${suffix}`, { force: true })
  }
  await migrateToLatest()
  await new CategoriesSeeder(db.connection()).run()
  await new BadgesSeeder(db.connection()).run()
}
