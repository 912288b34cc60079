// The interface languages (docs/adr/0033-messages-and-languages.md): the backend writes mail and
// first screens in them, every app keeps its messages in each. Plain JavaScript so that the built
// backend and the front ends load it without a TypeScript step (languages.d.ts types it).
export const LANGUAGES = Object.freeze(['de', 'en', 'tr'])
