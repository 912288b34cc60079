/**
 * The address of a member page (a poll, a public profile) from the console. Inside the shell the
 * member app shares the console's origin; the standalone console calls the API of the member site
 * at VITE_API_URL, so its pages live at that origin.
 */
export function memberPageUrl(path: string, apiUrl: string | undefined = import.meta.env.VITE_API_URL): string {
  if (!apiUrl || !/^https?:\/\//.test(apiUrl)) return path
  return new URL(path, apiUrl).toString()
}
