/*
 * Answers that many requests send unchanged, such as a guest's feed page kept for a moment in each
 * process: serialized once and compressed once per encoding (compress_json_middleware.ts), not
 * per request. A body is marked once; what it is sent as lives as long as the body does.
 */
import type { ContentEncoding } from '#services/http/compressed_files'

/** What a body is sent as: its JSON, or that compressed with an encoding. */
export type SentForm = 'json' | Exclude<ContentEncoding, 'identity'>

const formsOf = new WeakMap<object, Map<SentForm, Buffer>>()

/** Marks `body` as sent unchanged by many requests and freezes it: it must not change after that. */
export function sharedJsonBody<Body extends object>(body: Body): Readonly<Body> {
  formsOf.set(body, new Map())
  return Object.freeze(body)
}

/** `body` in `form`: made by `make`, and kept for the next request when `body` was marked by sharedJsonBody. */
export function sentForm(body: object, form: SentForm, make: () => Buffer): Buffer {
  const forms = formsOf.get(body)
  let sent = forms?.get(form)
  if (!sent) {
    sent = make()
    forms?.set(form, sent)
  }
  return sent
}
