import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { MigrationRunner } from '@adonisjs/lucid/migration'
import CategoriesSeeder from '#database/seeders/01_categories_seeder'
import BadgesSeeder from '#database/seeders/02_badges_seeder'
import DemoSeeder from '#database/seeders/03_demo_seeder'

/** Runs every pending migration on the default connection; returns the files it applied. */
export async function migrateToLatest(): Promise<string[]> {
  const migrator = new MigrationRunner(db, app, { direction: 'up', connectionName: db.primaryConnectionName })
  await migrator.run()
  if (migrator.error) throw migrator.error
  return Object.keys(migrator.migratedFiles)
}

/**
 * Reference data (categories, badges) is upserted on every run; the demo community is added
 * once, and only when DEMO_SEED is on. Safe to run any number of times.
 */
export async function seedDatabase() {
  const client = db.connection()
  for (const Seeder of [CategoriesSeeder, BadgesSeeder, DemoSeeder]) {
    await new Seeder(client).run()
  }
}

export async function prepareDatabase() {
  const migrated = await migrateToLatest()
  await seedDatabase()
  return { migrated }
}
