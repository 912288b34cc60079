/*
 * The 42 badge tiers, read once and kept in memory: every counted event compares its counter with
 * them, and GET /users/badges/new names the unseen badges by them, without a query. The tiers are
 * reference data the seeder writes before the server listens (tests that seed them later call
 * forgetBadgeCatalogue).
 */
import db from '@adonisjs/lucid/services/db'
import type { BadgeCategory, BadgeType } from '#models/badge'
import { tierRank } from '#services/badges/badge_tiers'

export interface CatalogueBadge {
  id: number
  name: string
  type: BadgeType
  category: BadgeCategory
  threshold: number
  /** 1-based within its type. */
  tier: number
  iconUrl: string | null
}

export interface BadgeCatalogue {
  /** By type, then threshold. */
  all: CatalogueBadge[]
  byId: Map<number, CatalogueBadge>
  byType: Map<BadgeType, CatalogueBadge[]>
}

/** Long enough to spare the query, short enough that an icon changed in the table shows soon. */
const CATALOGUE_TTL_MS = 10 * 60_000

let cached: { catalogue: BadgeCatalogue; expiresAt: number } | null = null

export async function badgeCatalogue(): Promise<BadgeCatalogue> {
  if (cached && cached.expiresAt > Date.now()) return cached.catalogue
  const rows = await db
    .from('badges')
    .select('id', 'name', 'type', 'category', 'threshold', 'icon_url')
    .orderBy([{ column: 'type' }, { column: 'threshold' }])
  const catalogue = catalogueOf(rows)
  cached = { catalogue, expiresAt: Date.now() + CATALOGUE_TTL_MS }
  return catalogue
}

/** Forgets the kept tiers (tests that reseed them). */
export function forgetBadgeCatalogue() {
  cached = null
}

function catalogueOf(rows: Array<Record<string, unknown>>): BadgeCatalogue {
  const byType = new Map<BadgeType, CatalogueBadge[]>()
  const plain = rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    type: row.type as BadgeType,
    category: row.category as BadgeCategory,
    threshold: Number(row.threshold),
    iconUrl: (row.icon_url as string | null) ?? null,
  }))
  const all = plain.map((badge) => ({
    ...badge,
    tier: tierRank(
      plain.filter((other) => other.type === badge.type),
      badge,
    ),
  }))
  for (const badge of all) byType.set(badge.type, [...(byType.get(badge.type) ?? []), badge])
  return { all, byId: new Map(all.map((badge) => [badge.id, badge])), byType }
}
