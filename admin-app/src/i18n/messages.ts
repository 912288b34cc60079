import de from './de.json'
import en from './en.json'
import tr from './tr.json'

export const adminMessages = { de, en, tr }
