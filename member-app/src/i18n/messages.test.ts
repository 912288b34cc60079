import { translationProblems } from '@dilemma/app-runtime/testing/translationProblems'
import type { Language, LoadMessages } from '@dilemma/app-runtime'
import { describe, expect, it } from 'vitest'
import { errorTexts } from '@/lib/sharedTexts'
import { loadMemberMessages, screenTexts } from './messages'

const groups: LoadMessages[] = [loadMemberMessages, ...errorTexts, ...new Set(Object.values(screenTexts).flat())]

async function allMessages(language: Language) {
  return Promise.all(groups.map((load) => load(language)))
}

describe('member translations', () => {
  it('have every key in de, en and tr, none empty', async () => {
    const merged = async (language: Language) => Object.assign({}, ...(await allMessages(language)))
    const catalogs = { de: await merged('de'), en: await merged('en'), tr: await merged('tr') }
    expect(translationProblems(catalogs, ['member.', 'errors.'])).toEqual([])
  })

  it('keep each message in exactly one group', async () => {
    const ids = (await allMessages('en')).flatMap((group) => Object.keys(group))
    expect(new Set(ids).size).toBe(ids.length)
  })
})
