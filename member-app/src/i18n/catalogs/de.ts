import account from '../../features/account/i18n/de.json'
import auth from '../../features/auth/i18n/de.json'
import components from '../../components/i18n/de.json'
import feed from '../../features/feed/i18n/de.json'
import posts from '../../features/posts/i18n/de.json'
import app from '../de.json'

/** Every member message in one language: one chunk, loaded only when the language is used. */
export default { ...app, ...components, ...auth, ...account, ...feed, ...posts }
