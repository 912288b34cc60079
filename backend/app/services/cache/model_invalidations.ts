/*
 * The caches of model rows forget a row whenever it is saved, whoever saves it (an action, a
 * command, a sweep, a test): this module subscribes to the models' lifecycle events through Lucid's
 * public `Model.after`, so that the models know nothing of the caches (no import circle) and no
 * write path can miss an invalidation. Registered at boot in every environment
 * (start/cache_invalidations.ts); the caches themselves are listed in docs/caches.md.
 */
import Popup from '#models/popup'
import Post from '#models/post'
import User from '#models/user'
import UserSession from '#models/user_session'
import { afterCommit } from '#services/cache/after_commit'
import { cardAuthors, cardTags } from '#services/cache/card_caches'
import { forgetSessionsOf, sessionUsers } from '#services/cache/session_user_cache'
import { visitorPopups } from '#services/cache/visitor_popup_cache'
import { forgetSharedFeedPages } from '#queries/posts/shared_feed_pages'

export function forgetCachedRowsOnChange(): void {
  // `after` needs the model's hooks, which booting defines (the hook decorators boot it too).
  for (const model of [User, UserSession, Post, Popup]) model.boot()

  // A saved change reaches the post cards and her signed-in requests at once.
  User.after('save', (user) =>
    afterCommit(user, () => Promise.all([cardAuthors.delete(user.id), forgetSessionsOf(user.id)])),
  )
  // A revoked or changed session is checked against the database on its next request.
  UserSession.after('save', (session) => afterCommit(session, () => sessionUsers.delete(session.id)))
  // A new post's id may be one a rolled-back post had: never show that post's tags.
  Post.after('create', (post) => cardTags.delete(post.id))
  // A new, edited, closed, deleted or moderated poll shows in the shared feed pages at once.
  Post.after('save', (post) => afterCommit(post, forgetSharedFeedPages))
  Post.after('delete', (post) => afterCommit(post, forgetSharedFeedPages))
  // Visitors see a changed popup at once.
  Popup.after('save', () => visitorPopups.delete('active'))
  Popup.after('delete', () => visitorPopups.delete('active'))
}
