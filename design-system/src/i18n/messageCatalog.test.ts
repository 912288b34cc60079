import { describe, expect, it } from 'vitest'
import type { Language } from '../languages'
import { createMessageCatalog } from './messageCatalog'
import type { LoadMessages, MessageCatalog } from './messageCatalog'

const appTexts: Record<Language, MessageCatalog> = {
  de: { 'app.hello': 'Hallo', 'app.only.de': 'Nur Deutsch' },
  en: { 'app.hello': 'Hello' },
  tr: { 'app.hello': 'Merhaba' },
}

/** A source whose languages arrive only when the test releases them, recording what was asked for. */
function controlledSource(texts: Record<Language, MessageCatalog>) {
  const requested: Language[] = []
  const waiting: { language: Language; resolve: () => void }[] = []
  const load: LoadMessages = (language) => {
    requested.push(language)
    return new Promise((resolve) => waiting.push({ language, resolve: () => resolve(texts[language]) }))
  }
  /** Answers every pending request for the language. */
  function release(language: Language): void {
    for (const each of waiting.filter((pending) => pending.language === language)) each.resolve()
  }
  return { load, requested, release }
}

describe('createMessageCatalog', () => {
  it('loads only the language asked for plus the German fallback, which fills its gaps', async () => {
    const requested: Language[] = []
    const catalog = createMessageCatalog([
      async (language) => {
        requested.push(language)
        return appTexts[language]
      },
    ])
    await catalog.show('en')
    expect(requested.sort()).toEqual(['de', 'en'])
    expect(catalog.getSnapshot()).toEqual({
      language: 'en',
      messages: { 'app.hello': 'Hello', 'app.only.de': 'Nur Deutsch' },
    })
  })

  it('keeps the old language on screen until every text of the new one has arrived', async () => {
    const source = controlledSource(appTexts)
    const catalog = createMessageCatalog([source.load])
    const first = catalog.show('de')
    source.release('de')
    await first
    expect(source.requested).toEqual(['de'])
    const switching = catalog.show('tr')
    expect(catalog.getSnapshot()?.language).toBe('de')
    source.release('tr')
    await Promise.resolve()
    expect(catalog.getSnapshot()?.language).toBe('de')
    source.release('de')
    await switching
    expect(catalog.getSnapshot()?.messages['app.hello']).toBe('Merhaba')
  })

  it('shows the newest choice when an older request finishes last', async () => {
    const source = controlledSource(appTexts)
    const catalog = createMessageCatalog([source.load])
    const english = catalog.show('en')
    const turkish = catalog.show('tr')
    source.release('tr')
    source.release('de')
    await turkish
    source.release('en')
    await english
    expect(source.requested.sort()).toEqual(['de', 'de', 'en', 'tr'])
    expect(catalog.getSnapshot()?.language).toBe('tr')
  })

  it('adds a source in the language on screen and resolves once its texts are shown', async () => {
    const catalog = createMessageCatalog([async (language) => appTexts[language]])
    await catalog.show('tr')
    await catalog.add(async (language) => ({ 'remote.title': `${language} title` }))
    expect(catalog.getSnapshot()?.messages['remote.title']).toBe('tr title')
  })

  it('drops a source whose texts fail to load, so the next language still loads', async () => {
    const catalog = createMessageCatalog([async (language) => appTexts[language]])
    await catalog.show('de')
    await expect(catalog.add(() => Promise.reject(new TypeError('offline')))).rejects.toThrow('offline')
    await catalog.show('en')
    expect(catalog.getSnapshot()?.messages['app.hello']).toBe('Hello')
  })
})
