import feed from '@/features/feed/i18n/en.json'
import posts from '@/features/posts/i18n/en.json'

/** The feed's and the poll screens' messages in one language, loaded when such a screen opens. */
export default { ...feed, ...posts }
