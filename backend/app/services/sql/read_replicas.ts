/*
 * Which server a read goes to when read replicas are configured (DB_READ_HOSTS). The default is
 * the primary: only code run inside `withReadsFor(ctx, true, …)` (the routes and first screens
 * whose answers may be a moment stale) reads a replica, so a read nobody thought about (a
 * session, a payment, a check before a write) can never see the past. A member who wrote moments
 * ago reads the primary everywhere for a short window (a signed cookie, so it holds on every
 * process), so she sees her own vote, poll and profile edit at once.
 *
 * Lucid would send every SELECT outside a transaction to a replica once its connection has
 * replicas; so the default connection never has them, and the replicas are a second connection
 * of the database config, used in read mode only: a write attempted through it fails loudly.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { BaseModel } from '@adonisjs/lucid/orm'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { ModelAdapterOptions } from '@adonisjs/lucid/types/model'
import { READ_REPLICAS_CONNECTION } from '#services/sql/read_hosts'
import { COOKIES } from '@dilemma/contract/cookies'
import { replicasAway } from '#services/sql/replica_outage'

/** Set on a signed-in member's successful write: until the time it holds, she reads the primary. */
export const READ_PRIMARY_COOKIE = COOKIES.readPrimary

/**
 * 'stale': reads go to a replica. 'own-writes': the reads of a member who wrote moments ago, on
 * the primary, and past any cache that a replica may have filled.
 */
type ReadScope = 'stale' | 'own-writes'

const scope = new AsyncLocalStorage<ReadScope | undefined>()

export function hasReadReplicas(): boolean {
  return db.manager.has(READ_REPLICAS_CONNECTION)
}

/** Whether the reads at this point may go to a replica (they go to the primary while the replicas are away). */
export function readsMayBeStale(): boolean {
  return scope.getStore() === 'stale' && !replicasAway()
}

/** Whether these reads must see the reader's own writes of moments ago. */
export function readsOwnWrites(): boolean {
  return scope.getStore() === 'own-writes'
}

/** The client for a read at this point: a replica's inside a stale scope, else the default connection's. */
export function readClient(): QueryClientContract {
  return readsMayBeStale() ? db.connection(READ_REPLICAS_CONNECTION, { mode: 'read' }) : db.connection()
}

/** The requests that read on the replicas: a failure to reach the database there may be theirs. */
const replicaReaders = new WeakSet<HttpContext>()

/**
 * Runs `read` for the request of `ctx`: while the reader is in her read-primary window, on the
 * primary and past the caches a replica may have filled; else on a replica when `staleTolerant`
 * (and replicas are configured and not away); else on the primary.
 */
export function withReadsFor<T>(ctx: HttpContext, staleTolerant: boolean, read: () => T): T {
  if (!hasReadReplicas()) return read()
  if (inReadPrimaryWindow(ctx)) return scope.run('own-writes', read)
  if (!staleTolerant || replicasAway()) return read()
  replicaReaders.add(ctx)
  return scope.run('stale', read)
}

/** Whether the request of `ctx` read on the replicas. */
export function readOnReplicas(ctx: HttpContext): boolean {
  return replicaReaders.has(ctx)
}

/** Runs `read` on the primary even inside a stale scope: whatever fills a cache that outlives the scope. */
export function onPrimary<T>(read: () => T): T {
  return scope.getStore() === undefined ? read() : scope.run(undefined, read)
}

function inReadPrimaryWindow(ctx: HttpContext): boolean {
  const until = Number(ctx.request.cookie(READ_PRIMARY_COOKIE))
  return Number.isFinite(until) && until > Date.now()
}

/** Opens (or extends) the reader's read-primary window, `seconds` long. */
export function openReadPrimaryWindow(ctx: HttpContext, seconds: number): void {
  ctx.response.cookie(READ_PRIMARY_COOKIE, String(Date.now() + seconds * 1000), { maxAge: seconds })
}

/**
 * Makes every model query (Post.query(), User.find(), …) that names no client or connection use
 * readClient(): a replica inside a stale scope, the default connection everywhere else. A row
 * read there keeps the replica's read-only client, so saving it fails instead of writing.
 */
export function routeModelReads(): void {
  const adapter = BaseModel.$adapter
  const query = adapter.query.bind(adapter)
  BaseModel.$adapter = Object.assign(Object.create(adapter), {
    query: (model: Parameters<typeof adapter.query>[0], options?: ModelAdapterOptions) =>
      query(
        model,
        options?.client || options?.connection || !readsMayBeStale() ? options : { ...options, client: readClient() },
      ),
  })
}
