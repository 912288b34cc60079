import { translationProblems } from '@dilemma/app-runtime/testing/translationProblems'
import { describe, expect, it } from 'vitest'
import { badgeNotificationMessages } from './badgeNotificationMessages'

describe('badge notification translations', () => {
  it('have every key in de, en and tr, none empty', async () => {
    const [de, en, tr] = await Promise.all((['de', 'en', 'tr'] as const).map(badgeNotificationMessages))
    expect(
      translationProblems({ de: de!, en: en!, tr: tr! }, ['shell.badges.', 'shell.notifications.', 'shell.pollEnded.']),
    ).toEqual([])
  })
})
