import { describe, expect, inject, it } from 'vitest'
import { openPage, useBrowser } from '../src/browser.js'
import { giveReasonInConsole } from '../src/consoleReasons.js'
import { callApiAs, logInAs } from '../src/demoMembers.js'

const baseUrl = inject('baseUrl')
const browser = useBrowser()

const author = 'premium@dilemma.local'
/** A second admin for the appeal: the decider does not decide it while another admin exists. */
const secondAdmin = 'member08@dilemma.local'

async function openConsole(email: string, tab: string) {
  const opened = await openPage(browser())
  await logInAs(opened.page, email)
  await opened.page.goto(`${baseUrl}/madmin?tab=${tab}`)
  return opened
}

describe('watched words, a reason for the decision and an appeal', () => {
  // Three browsers and two consoles in one journey: more than the default minute on a busy machine.
  it("a moderator holds a word; the member's poll is held, rejected with a reason; she appeals, another admin accepts, the poll is back", async () => {
    const helper = await openPage(browser())
    await helper.page.goto(`${baseUrl}/`)
    const [secondAccount] = await callApiAs(helper.page, 'admin@dilemma.local', [
      { method: 'GET', path: `/admin/users?search=${encodeURIComponent(secondAdmin)}` },
    ])
    const secondId = (secondAccount!.body.users as { id: number }[])[0]!.id
    await callApiAs(helper.page, 'admin@dilemma.local', [
      { method: 'PUT', path: `/admin/users/${secondId}/role`, body: { role: 'admin' } },
    ])
    const word = `kredit${Date.now().toString(36)}`
    try {
      // The moderator adds the word in the console's Words tab, to hold polls for review.
      const moderator = await openConsole('admin@dilemma.local', 'words')
      await moderator.page.getByRole('textbox', { name: /Word or phrase/ }).fill(`${word}*`)
      await moderator.page.getByRole('combobox', { name: 'What a match does' }).click()
      await moderator.page.getByRole('option', { name: 'Hold for review' }).click()
      await moderator.page.getByRole('button', { name: 'Add this word' }).click()
      await moderator.page
        .getByRole('listitem', { name: `${word}*` })
        .getByText(/Hold for review/)
        .waitFor()

      // The member's poll with it is saved, held: she sees it awaiting review, a guest not at all.
      const title = `Urlaub am Meer oder in den Bergen ${Date.now().toString(36)}?`
      const [created] = await callApiAs(helper.page, author, [
        {
          method: 'POST',
          path: '/posts',
          body: {
            title,
            description: 'Für zwei Wochen im Juli',
            option_a: 'Meer',
            option_b: `Ein ${word}hai`,
            time_limit: 24,
          },
        },
      ])
      expect(created).toMatchObject({ status: 201, body: { post: { status: 'held' } } })
      const postId = (created!.body.post as { id: number }).id
      const guestView = await fetch(`${baseUrl}/api/posts/${postId}`)
      expect(guestView.status).toBe(404)
      const member = await openPage(browser())
      await logInAs(member.page, author)
      await member.page.goto(`${baseUrl}/post/${postId}`)
      await member.page.getByText('Awaiting review').waitFor()

      // The moderator rejects it with a reason in the reports tab's Held list.
      await moderator.page.goto(`${baseUrl}/madmin?tab=reports`)
      const held = moderator.page.getByRole('article', { name: title })
      await held.getByText(`“${word}*” in the option B`).waitFor()
      await held.getByRole('button', { name: `Reject: ${title}` }).click()
      await giveReasonInConsole(moderator.page, 'Spam')
      await held.waitFor({ state: 'detached' })
      await moderator.context.close()

      // She reads why on her feed and appeals.
      await member.page.goto(`${baseUrl}/feed`)
      const notice = member.page.getByRole('status').filter({ hasText: 'Your poll was not published' })
      await notice.getByText('Reason: spam').waitFor()
      await notice.getByText(/You can appeal until/).waitFor()
      await notice.getByRole('button', { name: 'Appeal this decision' }).click()
      await notice.getByRole('textbox', { name: /Why should we decide otherwise/ }).fill('It is a holiday poll.')
      await notice.getByRole('button', { name: 'Send the appeal' }).click()
      await notice.getByText(/^You appealed/).waitFor()

      // Another admin accepts it in the Appeals tab: the poll is back, for everyone.
      const other = await openConsole(secondAdmin, 'appeals')
      await other.page.getByRole('button', { name: 'Accept the appeal of premium_paula' }).first().click()
      const dialog = other.page.getByRole('dialog', { name: 'Accept the appeal' })
      await dialog.getByRole('textbox', { name: /Your answer/ }).fill('Holidays are on topic.')
      await dialog.getByRole('button', { name: 'Send the answer' }).click()
      await dialog.waitFor({ state: 'detached' })
      await other.context.close()

      const [poll, notices] = await callApiAs(member.page, author, [
        { method: 'GET', path: `/posts/${postId}` },
        { method: 'GET', path: '/users/notices' },
      ])
      expect((poll!.body.post as { status: string }).status).toBe('active')
      expect((await fetch(`${baseUrl}/api/posts/${postId}`)).status).toBe(200)
      expect(notices!.body.notices).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            kind: 'appeal_decided',
            decision: expect.objectContaining({
              kind: 'held_rejected',
              appeal: expect.objectContaining({ status: 'accepted', answer: 'Holidays are on topic.' }),
            }),
          }),
        ]),
      )
      await member.context.close()
    } finally {
      const [listed] = await callApiAs(helper.page, 'admin@dilemma.local', [
        { method: 'GET', path: '/admin/watched-words' },
      ])
      const entry = (listed!.body.words as { id: number; word: string }[]).find((one) => one.word === `${word}*`)
      await callApiAs(helper.page, 'admin@dilemma.local', [
        ...(entry ? [{ method: 'DELETE', path: `/admin/watched-words/${entry.id}` }] : []),
        {
          method: 'PUT',
          path: `/admin/users/${secondId}/role`,
          body: { role: 'user', demoteAdmin: true, reason: 'other' },
        },
      ])
      await helper.context.close()
    }
  }, 180_000)
})
