export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError'

  constructor(
    readonly remote: string,
    options: { cause: unknown },
  ) {
    super(`The "${remote}" micro-frontend could not be loaded`, options)
  }
}
