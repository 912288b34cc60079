export { CookieJar } from './node/cookie-jar.js'
export { openFileCookieJar } from './node/file-cookie-jar.js'
export type { StoredCookie } from './node/stored-cookie.js'
