import db from '@adonisjs/lucid/services/db'
import type * as Wire from '@dilemma/contract'
import User from '#models/user'
import { isSuspended } from '#rules/suspension'
import { containing } from '#services/sql/sql_like'
import { pageWindow, paginationOf } from '#services/moderation/console_pages'
import type { AdminUsersQuery } from '#validators/moderation'

/** Accounts that are not deleted, filtered as the users tab asks (admin-spec §2 "Users tab"). */
function filteredUsers(filters: AdminUsersQuery) {
  const query = User.query().whereNull('users.deleted_at')
  if (filters.role) query.where('users.role', filters.role)
  if (filters.verified !== undefined) query.where('users.is_email_verified', filters.verified ? 1 : 0)
  if (filters.search) {
    const pattern = containing(filters.search.toLowerCase())
    query.where((match) =>
      match
        .whereRaw(`users.username_normalized LIKE ? ESCAPE '!'`, [pattern])
        .orWhereRaw(`users.email LIKE ? ESCAPE '!'`, [pattern]),
    )
  }
  return query
}

/** GET /admin/users: one page of members with their activity counts. */
export async function listConsoleUsers(filters: AdminUsersQuery): Promise<Omit<Wire.AdminUsersPage, 'success'>> {
  const window = pageWindow(filters)
  const sortColumn =
    filters.sortBy === 'username' ? 'users.username_normalized' : `users.${filters.sortBy ?? 'created_at'}`
  const sortOrder = filters.sortOrder ?? 'desc'
  const [users, counted] = await Promise.all([
    filteredUsers(filters)
      .select('users.*')
      .select(
        db.raw('(SELECT COUNT(*) FROM posts WHERE posts.user_id = users.id) AS total_posts_created'),
        db.raw('(SELECT COUNT(*) FROM votes WHERE votes.user_id = users.id) AS total_votes_given'),
      )
      .orderBy(sortColumn, sortOrder)
      .orderBy('users.id', sortOrder)
      .offset(window.offset)
      .limit(window.limit),
    filteredUsers(filters).count('* as total').first(),
  ])
  return {
    users: users.map(consoleUserOf),
    pagination: paginationOf(Number(counted?.$extras.total ?? 0), window),
  }
}

/**
 * A row of the users tab (admin-spec §3 "User (admin view)"). `role` is the stored one (what an
 * admin sets and filters by); `effective_role` is the one she acts with, Pro during a running
 * trial, which ends at `trial_ends_at` (null when no trial is running).
 */
function consoleUserOf(user: User): Wire.AdminUser {
  const effective = user.currentRole
  const inTrial = effective !== user.role
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    effective_role: effective,
    trial_ends_at: inTrial ? (user.trialEndsAt?.toUTC().toISO() ?? null) : null,
    is_email_verified: user.isEmailVerified,
    avatar_url: user.avatarUrl,
    created_at: user.createdAt.toUTC().toISO()!,
    current_login_streak: user.currentLoginStreak,
    total_posts_created: Number(user.$extras.total_posts_created),
    total_votes_given: Number(user.$extras.total_votes_given),
    last_login: user.lastLoginAt?.toUTC().toISO() ?? null,
    suspension: isSuspended(user) ? { until: user.suspendedUntil?.toUTC().toISO() ?? null } : null,
  }
}
