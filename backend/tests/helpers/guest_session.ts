/** A guest's cookies (session, XSRF-TOKEN) from a server process, and the token to echo in X-CSRF-Token. */
export async function guestSession(baseUrl: string): Promise<{ cookie: string; xsrf: string }> {
  const primer = await fetch(`${baseUrl}/api/users/me`)
  const cookies = primer.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!)
  const token = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length)
  return { cookie: cookies.join('; '), xsrf: decodeURIComponent(token) }
}
