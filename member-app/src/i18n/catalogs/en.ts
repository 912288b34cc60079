import account from '../../features/account/i18n/en.json'
import auth from '../../features/auth/i18n/en.json'
import components from '../../components/i18n/en.json'
import feed from '../../features/feed/i18n/en.json'
import posts from '../../features/posts/i18n/en.json'
import app from '../en.json'

/** Every member message in one language: one chunk, loaded only when the language is used. */
export default { ...app, ...components, ...auth, ...account, ...feed, ...posts }
