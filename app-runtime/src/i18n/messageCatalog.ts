import type { Language } from '../languages'

/** Message id → text (plain in dev and tests, react-intl's compiled AST in builds). */
export type MessageCatalog = Record<string, string>

/** Loads one app's messages of one language, each language its own chunk. */
export type LoadMessages = (language: Language) => Promise<MessageCatalog>

export interface ShownMessages {
  language: Language
  messages: MessageCatalog
  /** The sources whose texts `messages` holds. */
  sources: readonly LoadMessages[]
}

/** A LoadMessages from one dynamic `import()` per language, so only the languages used are fetched. */
export function messagesLoader(importers: Record<Language, () => Promise<{ default: MessageCatalog }>>): LoadMessages {
  return async (language) => (await importers[language]()).default
}

/**
 * The messages on screen: those of every source (the app, each remote as it loads, each feature as
 * its screen opens) in one language. Only that language is fetched: the translation tests keep every
 * key in de, en and tr, so no fallback language is needed. A new language replaces the shown one only
 * once all its messages have arrived, so the page never shows bare message ids.
 */
export function createMessageCatalog(initialSources: readonly LoadMessages[]) {
  const sources = [...initialSources]
  const listeners = new Set<() => void>()
  let shown: ShownMessages | null = null
  let requested: Language | null = null
  let latest: Promise<void> = Promise.resolve()

  async function load(language: Language): Promise<ShownMessages> {
    const loading = [...sources]
    const parts = await Promise.all(loading.map((source) => source(language)))
    return { language, messages: Object.assign({}, ...parts) as MessageCatalog, sources: loading }
  }

  /**
   * Resolves once the newest request is on screen (a superseded one waits for its successor).
   * More sources in the language on screen go into the messages object already shown: a language's
   * messages only grow (an id's text never changes), and the IntlProvider, given the same object,
   * keeps its `intl`, so a feature's texts arriving do not render every text of the page again.
   */
  function show(language: Language): Promise<void> {
    requested = language
    const request: Promise<void> = load(language).then((loaded) => {
      if (request !== latest) return latest
      shown =
        shown?.language === language ? { ...loaded, messages: Object.assign(shown.messages, loaded.messages) } : loaded
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
    /** Adds a source (a remote's or a feature's messages); resolves once they are on screen. */
    async add(source: LoadMessages): Promise<void> {
      if (sources.includes(source)) return
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
