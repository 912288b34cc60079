/** Absolute URL of the test server, for requests that must bypass the API client (raw bodies). */
export function serverUrl(path: string): string {
  return `http://${process.env.HOST}:${process.env.PORT}${path}`
}
