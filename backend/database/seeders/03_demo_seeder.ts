import { DateTime } from 'luxon'
import { linkTags } from '#services/posts/post_tag_links'
import hash from '@adonisjs/core/services/hash'
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import env from '#start/env'
import User from '#models/user'
import Post, { OPTION_LETTERS, type OptionLetter } from '#models/post'
import Tag from '#models/tag'
import Report from '#models/report'
import Category from '#models/category'
import Vote from '#models/vote'
import Like from '#models/like'
import Save from '#models/save'
import Popup from '#models/popup'
import Invitation from '#models/invitation'
import { PAID_ROLES } from '#rules/roles'
import { DAILY_POST_LIMITS, allowanceDay } from '#services/posts/poll_rules'
import { appTimezone } from '#config/app'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { DEMO_ACCOUNTS, DEMO_INVITATIONS, DEMO_PASSWORD, DEMO_VOTERS } from '#database/demo/demo_accounts'
import { DEMO_POLLS, type DemoPoll } from '#database/demo/demo_polls'
import { DEMO_TAGS } from '#database/demo/demo_tags'
import { seededRandom } from '#database/demo/random'
import { writeDemoPopupImage } from '#database/demo/demo_popup_image'
import BackfillBadges from '#actions/badges/backfill_badges'

const DEMO_REPORT_REASONS = [
  'This reads like an advertisement.',
  'Unfriendly wording towards other mothers.',
  'Duplicate of another question.',
]

/**
 * Demo community for local runs: only when DEMO_SEED is on, and only once (the demo admin
 * account marks a seeded database). Everything is created in one transaction.
 */
export default class DemoSeeder extends BaseSeeder {
  async run() {
    if (!env.get('DEMO_SEED')) return
    if (await User.query({ client: this.client }).where('email', DEMO_ACCOUNTS[0]!.email).first()) return

    const popupImageUrl = await writeDemoPopupImage()
    // scrypt is slow on purpose: hash the shared demo password once.
    const passwordHash = await hash.make(DEMO_PASSWORD)
    const trx = await this.client.transaction()
    try {
      const users = await this.createUsers(trx, passwordHash)
      const tagIds = await this.createTags(trx)
      await this.createPolls(trx, users, tagIds)
      await this.createReports(trx, users)
      await this.createPopupAndInvitations(trx, popupImageUrl, users[0]!)
      await trx.commit()
    } catch (error) {
      await trx.rollback()
      throw error
    }
    // The demo members' votes, likes, saves and polls earn their badges as live counting would.
    await BackfillBadges.handle()
  }

  private async createUsers(trx: TransactionClientContract, passwordHash: string) {
    const now = DateTime.utc()
    return User.createMany(
      DEMO_ACCOUNTS.map((account, index) => ({
        ...account,
        password: passwordHash,
        isEmailVerified: true,
        currentLoginStreak: 0,
        maxLoginStreak: 0,
        planExpiresAt: account.role === 'prouser' || account.role === 'premiumuser' ? now.plus({ days: 30 }) : null,
        createdAt: now.minus({ days: 60 - index }),
      })),
      { client: trx },
    )
  }

  private async createTags(trx: TransactionClientContract): Promise<Map<string, number>> {
    const categories = await Category.query({ client: trx })
    const categoryIdBySlug = new Map(categories.map((category) => [category.slug, category.id]))
    const tags = await Tag.createMany(
      DEMO_TAGS.map(({ name, category }) => ({ name, categoryId: categoryIdBySlug.get(category)! })),
      { client: trx },
    )
    return new Map(tags.map((tag) => [tag.name, tag.id]))
  }

  private async createPolls(trx: TransactionClientContract, users: User[], tagIds: Map<string, number>) {
    const random = seededRandom(2024)
    const now = DateTime.utc()
    const pickAuthor = this.authorPicker(users, now, random)

    for (const [index, poll] of DEMO_POLLS.entries()) {
      const createdAt = now.minus({ hours: poll.ageHours, minutes: random.integer(0, 59) })
      const author = pickAuthor(poll, createdAt)
      const voters = random.shuffle(users.filter((user) => user.id !== author.id))
      const votes = this.pickVotes(poll, voters, index, random)
      const timeLimit = 'hours' in poll.limit ? createdAt.plus({ hours: poll.limit.hours }) : null
      const voteLimit = 'votes' in poll.limit ? poll.limit.votes : null
      const closed = (timeLimit !== null && timeLimit <= now) || (voteLimit !== null && votes.length >= voteLimit)
      const countOf = (letter: OptionLetter) => votes.filter((vote) => vote.choice === letter).length

      const post = await Post.create(
        {
          userId: author.id,
          title: poll.title,
          description: poll.description,
          optionA: poll.options[0]!,
          optionB: poll.options[1]!,
          optionC: poll.options[2] ?? null,
          optionD: poll.options[3] ?? null,
          status: closed ? 'passive' : 'active',
          voteLimit,
          timeLimit,
          voteCountA: countOf('a'),
          voteCountB: countOf('b'),
          voteCountC: countOf('c'),
          voteCountD: countOf('d'),
          totalVotes: votes.length,
          likeCount: 0,
          aiEnabled: false,
          createdAt,
          updatedAt: createdAt,
        },
        { client: trx },
      )
      await linkTags(
        post,
        poll.tags.map((name) => tagIds.get(name)!),
        trx,
      )

      const activityTime = () => toSqlDateTime(createdAt.plus({ minutes: random.integer(1, poll.ageHours * 60) }))
      if (votes.length) {
        await trx.table(Vote.table).multiInsert(
          votes.map((vote) => ({
            post_id: post.id,
            user_id: vote.user.id,
            choice: vote.choice,
            created_at: activityTime(),
          })),
        )
      }
      const likers = voters.filter(() => random.next() < 0.3)
      if (likers.length) {
        await trx
          .table(Like.table)
          .multiInsert(likers.map((user) => ({ post_id: post.id, user_id: user.id, created_at: activityTime() })))
        await Post.query({ client: trx }).where('id', post.id).update({ like_count: likers.length })
      }
      const savers = voters.filter(() => random.next() < 0.12)
      if (savers.length) {
        await trx
          .table(Save.table)
          .multiInsert(savers.map((user) => ({ post_id: post.id, user_id: user.id, created_at: activityTime() })))
      }
    }
  }

  /**
   * Who asks a demo poll: a paid account when it uses a paid feature (options C/D). A poll dated
   * today (the allowance's calendar day in APP_TIMEZONE) never comes from the logins with a daily
   * allowance, so each of them can still ask her full allowance on the day the demo is seeded,
   * whatever the hour: today's polls come from voters, or from the admin (unlimited) when paid.
   */
  private authorPicker(users: User[], now: DateTime, random: ReturnType<typeof seededRandom>) {
    const { startsAt: startOfToday } = allowanceDay(now, appTimezone)
    const voterEmails = new Set(DEMO_VOTERS.map((voter) => voter.email))
    const paidAuthors = users.filter((user) => PAID_ROLES.includes(user.role))
    const basicAuthors = users.filter((user) => user.role === 'user').slice(0, 8)
    const spendsNoAllowance = (user: User) => voterEmails.has(user.email) || DAILY_POST_LIMITS[user.role] === null

    return (poll: DemoPoll, createdAt: DateTime) => {
      const candidates = poll.options.length > 2 ? paidAuthors : [...basicAuthors, ...paidAuthors]
      return random.pick(createdAt < startOfToday ? candidates : candidates.filter(spendsNoAllowance))
    }
  }

  /** Every third vote-limited poll is filled to its limit (and so closed); others get some votes. */
  private pickVotes(poll: DemoPoll, voters: User[], index: number, random: ReturnType<typeof seededRandom>) {
    const letters = OPTION_LETTERS.slice(0, poll.options.length)
    const limit = 'votes' in poll.limit ? poll.limit.votes : Number.POSITIVE_INFINITY
    const fillToLimit = limit <= voters.length && index % 3 === 0
    const count = fillToLimit ? limit : Math.min(random.integer(2, 14), limit - 1, voters.length)
    // A favourite option per poll makes the results look like real opinions.
    const favourite = random.pick(letters)
    return voters.slice(0, count).map((user) => ({
      user,
      choice: random.next() < 0.45 ? favourite : random.pick(letters),
    }))
  }

  /** A few pending reports, so the console's reports tab has work to show. */
  private async createReports(trx: TransactionClientContract, users: User[]) {
    const posts = await Post.query({ client: trx }).orderBy('id').limit(DEMO_REPORT_REASONS.length)
    await Report.createMany(
      posts.map((post, index) => ({
        postId: post.id,
        userId: users.find((user) => user.id !== post.userId && user.role === 'user')!.id,
        reason: DEMO_REPORT_REASONS[index]!,
        status: 'pending' as const,
      })),
      { client: trx },
    )
  }

  private async createPopupAndInvitations(trx: TransactionClientContract, imageUrl: string, admin: User) {
    const now = DateTime.utc()
    await Popup.create(
      {
        imageUrl,
        description: 'Welcome to Dilemma! Ask your question, get honest answers from women like you.',
        isActive: true,
        startsAt: now.minus({ days: 1 }),
        endsAt: now.plus({ days: 30 }),
      },
      { client: trx },
    )
    await Invitation.createMany(
      DEMO_INVITATIONS.map((email) => ({ email, expiresAt: now.plus({ days: 14 }), invitedBy: admin.id })),
      { client: trx },
    )
  }
}
