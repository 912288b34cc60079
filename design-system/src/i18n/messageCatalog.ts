import { fallbackLanguage } from '../app-context/detectLanguage'
import type { Language } from '../languages'

/** Message id → text (plain in dev and tests, react-intl's compiled AST in builds). */
export type MessageCatalog = Record<string, string>

/** Loads one app's messages of one language, each language its own chunk. */
export type LoadMessages = (language: Language) => Promise<MessageCatalog>

export interface ShownMessages {
  language: Language
  messages: MessageCatalog
}

/** A LoadMessages from one dynamic `import()` per language, so only the languages used are fetched. */
export function messagesLoader(importers: Record<Language, () => Promise<{ default: MessageCatalog }>>): LoadMessages {
  return async (language) => (await importers[language]()).default
}

/**
 * The messages on screen: those of every source (the app, then each remote as it loads) in one
 * language, German filling any gap. A new language replaces the shown one only once all its messages
 * have arrived, so the page never shows bare message ids.
 */
export function createMessageCatalog(initialSources: readonly LoadMessages[]) {
  const sources = [...initialSources]
  const listeners = new Set<() => void>()
  let shown: ShownMessages | null = null
  let requested: Language | null = null
  let latest: Promise<void> = Promise.resolve()

  async function load(language: Language): Promise<MessageCatalog> {
    const languages = language === fallbackLanguage ? [language] : [fallbackLanguage, language]
    const parts = await Promise.all(languages.flatMap((each) => sources.map((source) => source(each))))
    return Object.assign({}, ...parts) as MessageCatalog
  }

  /** Resolves once the newest request is on screen (a superseded one waits for its successor). */
  function show(language: Language): Promise<void> {
    requested = language
    const request: Promise<void> = load(language).then((messages) => {
      if (request !== latest) return latest
      shown = { language, messages }
      for (const listener of listeners) listener()
    })
    latest = request
    return request
  }

  return {
    getSnapshot: (): ShownMessages | null => shown,
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    show,
    /** Adds a source (a remote's messages); resolves once they are on screen. */
    async add(source: LoadMessages): Promise<void> {
      sources.push(source)
      if (!requested) return
      try {
        await show(requested)
      } catch (error) {
        sources.splice(sources.indexOf(source), 1)
        throw error
      }
    },
  }
}

export type MessageCatalogStore = ReturnType<typeof createMessageCatalog>
