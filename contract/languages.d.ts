/** The interface languages. */
export declare const LANGUAGES: readonly ['de', 'en', 'tr']
export type Language = (typeof LANGUAGES)[number]
