/** A failure the user can act on; printed as `error: <message> (<CODE>)` with exit code 1. */
export class CliError extends Error {
  override readonly name = 'CliError'

  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message)
  }
}
