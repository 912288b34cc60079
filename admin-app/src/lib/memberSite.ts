import { createContext, useContext } from 'react'

/**
 * The main site's address, where member pages (a poll, a public profile) live. Empty inside the
 * shell: the member app shares the console's origin. The standalone console gets it from
 * config.json's `siteUrl` (README: "Admin app on its own origin").
 */
export const MemberSiteContext = createContext('')

/** The address of a member page, e.g. `/post/4`, on the main site. */
export function memberPageUrl(path: string, siteUrl: string): string {
  return `${siteUrl}${path}`
}

export function useMemberPageUrl(): (path: string) => string {
  const siteUrl = useContext(MemberSiteContext)
  return (path) => memberPageUrl(path, siteUrl)
}
