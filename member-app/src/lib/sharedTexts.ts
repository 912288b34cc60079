import { groupOf } from './messageGroup'

// The message groups of the shared folder's own components: features and screens name them.

/** The registration and password fields (e-mail registration steps). */
export const loadFormMessages = groupOf(import.meta.glob('@/components/i18n/*.json'))
export const formTexts = [loadFormMessages]

/** The texts of the server's error codes, loaded when the first error must be shown. */
export const errorTexts = [groupOf(import.meta.glob('./i18n/*.json'))]
