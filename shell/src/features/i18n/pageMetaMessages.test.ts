import { translationProblems } from '@dilemma/app-runtime/testing/translationProblems'
import { describe, expect, it } from 'vitest'
import shellDe from '../../i18n/de.json'
import shellEn from '../../i18n/en.json'
import shellTr from '../../i18n/tr.json'
import { PAGE_KEYS } from './pageMeta'
import { pageMetaMessages } from './pageMetaMessages'

const languages = ['de', 'en', 'tr'] as const
const firstPageMessages = { de: shellDe, en: shellEn, tr: shellTr }

describe('page titles and descriptions', () => {
  it('have every key in de, en and tr, none empty', async () => {
    const [de, en, tr] = await Promise.all(languages.map(pageMetaMessages))
    expect(translationProblems({ de: de!, en: en!, tr: tr! }, ['shell.meta.'])).toEqual([])
  })

  it('exist for every page: the landing page’s with the first page’s messages, the others in their group', async () => {
    for (const language of languages) {
      const group = await pageMetaMessages(language)
      for (const page of PAGE_KEYS) {
        const texts: Record<string, string> = page === 'landing' ? firstPageMessages[language] : group
        expect(texts[`shell.meta.${page}.title`], `${language} ${page}`).toBeTruthy()
        expect(texts[`shell.meta.${page}.description`], `${language} ${page}`).toBeTruthy()
      }
      expect(Object.keys(group).filter((id) => id.startsWith('shell.meta.landing.'))).toEqual([])
    }
  })
})
