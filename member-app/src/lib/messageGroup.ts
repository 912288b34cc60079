import type { Language, LoadMessages, MessageCatalog } from '@dilemma/app-runtime'

/** A group's loader from `import.meta.glob` of its files, named `<language>.json` or `<name>.<language>.ts`. */
export function groupOf(files: Record<string, () => Promise<unknown>>): LoadMessages {
  return async (language: Language) => {
    const file = Object.entries(files).find(([path]) => new RegExp(`[/.]${language}\\.(json|ts)$`).test(path))
    if (!file) throw new Error(`no ${language} messages among ${Object.keys(files).join(', ')}`)
    return ((await file[1]()) as { default: MessageCatalog }).default
  }
}
