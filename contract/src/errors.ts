/** One invalid field, as the server reports it in `errors`. */
export interface FieldError {
  field: string
  rule: string
  message: string
}

/**
 * The one error shape of the API. `message` is the English fallback of `code`; extra members carry
 * details, e.g. `{ limit, used, resetsAt }` for POST_LIMIT_EXCEEDED.
 */
export type ErrorBody = { success: false; code: string; message: string; errors?: FieldError[] } & Record<
  string,
  unknown
>
