import { describe, expect, it } from 'vitest'
import type { Language } from '../languages'
import { createMessageCatalog } from './messageCatalog'
import type { LoadMessages, MessageCatalog } from './messageCatalog'

const appTexts: Record<Language, MessageCatalog> = {
  de: { 'app.hello': 'Hallo' },
  en: { 'app.hello': 'Hello' },
  tr: { 'app.hello': 'Merhaba' },
}
const remoteTexts: Record<Language, MessageCatalog> = {
  de: { 'remote.title': 'Titel' },
  en: { 'remote.title': 'Title' },
  tr: { 'remote.title': 'Başlık' },
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
  it('loads only the language asked for', async () => {
    const requested: Language[] = []
    const load: LoadMessages = async (language) => {
      requested.push(language)
      return appTexts[language]
    }
    const catalog = createMessageCatalog([load])
    await catalog.show('en')
    expect(requested).toEqual(['en'])
    expect(catalog.getSnapshot()).toEqual({ language: 'en', messages: { 'app.hello': 'Hello' }, sources: [load] })
  })

  it('keeps the old language on screen until every text of the new one has arrived', async () => {
    const app = controlledSource(appTexts)
    const remote = controlledSource(remoteTexts)
    const catalog = createMessageCatalog([app.load, remote.load])
    const first = catalog.show('de')
    app.release('de')
    remote.release('de')
    await first
    const switching = catalog.show('tr')
    app.release('tr')
    await Promise.resolve()
    expect(catalog.getSnapshot()?.language).toBe('de')
    remote.release('tr')
    await switching
    expect(catalog.getSnapshot()?.messages).toEqual({ 'app.hello': 'Merhaba', 'remote.title': 'Başlık' })
  })

  it('shows the newest choice when an older request finishes last', async () => {
    const source = controlledSource(appTexts)
    const catalog = createMessageCatalog([source.load])
    const english = catalog.show('en')
    const turkish = catalog.show('tr')
    source.release('tr')
    await turkish
    source.release('en')
    await english
    expect(source.requested).toEqual(['en', 'tr'])
    expect(catalog.getSnapshot()?.language).toBe('tr')
  })

  it('adds a source in the language on screen and resolves once its texts are shown', async () => {
    const catalog = createMessageCatalog([async (language) => appTexts[language]])
    await catalog.show('tr')
    await catalog.add(async (language) => ({ 'remote.title': `${language} title` }))
    expect(catalog.getSnapshot()?.messages['remote.title']).toBe('tr title')
  })

  it('adds a source only once', async () => {
    const requested: Language[] = []
    const feature: LoadMessages = async (language) => {
      requested.push(language)
      return remoteTexts[language]
    }
    const catalog = createMessageCatalog([async (language) => appTexts[language]])
    await catalog.show('en')
    await catalog.add(feature)
    await catalog.add(feature)
    expect(requested).toEqual(['en'])
    expect(catalog.getSnapshot()?.sources).toContain(feature)
  })

  it('drops a source whose texts fail to load, so the next language still loads', async () => {
    const catalog = createMessageCatalog([async (language) => appTexts[language]])
    await catalog.show('de')
    await expect(catalog.add(() => Promise.reject(new TypeError('offline')))).rejects.toThrow('offline')
    await catalog.show('en')
    expect(catalog.getSnapshot()?.messages['app.hello']).toBe('Hello')
  })
})
