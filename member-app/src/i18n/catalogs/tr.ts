import account from '../../features/account/i18n/tr.json'
import auth from '../../features/auth/i18n/tr.json'
import components from '../../components/i18n/tr.json'
import feed from '../../features/feed/i18n/tr.json'
import posts from '../../features/posts/i18n/tr.json'
import app from '../tr.json'

/** Every member message in one language: one chunk, loaded only when the language is used. */
export default { ...app, ...components, ...auth, ...account, ...feed, ...posts }
