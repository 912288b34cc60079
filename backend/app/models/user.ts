import { DateTime } from 'luxon'
import type { Language } from '@dilemma/contract'
import { BaseModel, beforeSave, column } from '@adonisjs/lucid/orm'
import { booleanColumn } from '#models/column_types'
import { effectiveRole, type Role } from '#rules/roles'
import { usernameSkeletonHash } from '#rules/username_rules'

export default class User extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare username: string

  @column()
  declare usernameNormalized: string

  /** Null only for a legacy lookalike of an older name (see the migration that added it). */
  @column({ serializeAs: null })
  declare usernameSkeletonHash: string | null

  @column()
  declare email: string

  @column({ serializeAs: null })
  declare password: string | null

  @column({ serializeAs: null })
  declare googleId: string | null

  @column()
  declare role: Role

  @column(booleanColumn)
  declare isEmailVerified: boolean

  @column()
  declare avatarUrl: string | null

  @column()
  declare bio: string | null

  @column()
  declare language: Language | null

  @column.dateTime()
  declare usernameLastChangedAt: DateTime | null

  @column.dateTime()
  declare lastLoginAt: DateTime | null

  @column()
  declare currentLoginStreak: number

  @column()
  declare maxLoginStreak: number

  /** The calendar day (APP_TIMEZONE, YYYY-MM-DD) her login streak last counted. */
  @column()
  declare streakDay: string | null

  @column.dateTime()
  declare trialEndsAt: DateTime | null

  @column.dateTime()
  declare planExpiresAt: DateTime | null

  /** Set while a suspension stands (rules/suspension.ts); null otherwise. */
  @column.dateTime()
  declare suspendedAt: DateTime | null

  /** The suspension's end; null with `suspendedAt` set: until lifted. */
  @column.dateTime()
  declare suspendedUntil: DateTime | null

  @column.dateTime()
  declare deletedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime

  /** The role to act with now (a running trial makes a basic user a prouser). */
  get currentRole(): Role {
    return effectiveRole(this.role, this.trialEndsAt, undefined, this.planExpiresAt)
  }

  /**
   * E-mails are stored lowercased; usernames get a normalized twin and a skeleton hash, whose
   * unique indexes keep names unique across letter case and lookalike characters.
   */
  @beforeSave()
  static normalizeIdentity(user: User) {
    if (user.$dirty.email) user.email = normalizeEmail(user.email)
    if (user.$dirty.username) {
      user.usernameNormalized = normalizeUsername(user.username)
      user.usernameSkeletonHash = usernameSkeletonHash(user.username)
    }
  }
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase()
}
