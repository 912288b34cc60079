import { groupOf } from '@/lib/messageGroup'

/** Writing or editing a poll: its dialogs load these when first opened, not the poll screens with them. */
export const postFormTexts = [groupOf(import.meta.glob('./i18n/*.json'))]
