import feed from '@/features/feed/i18n/de.json'
import posts from '@/features/posts/i18n/de.json'

/** The feed's and the poll screens' messages in one language, loaded when such a screen opens. */
export default { ...feed, ...posts }
