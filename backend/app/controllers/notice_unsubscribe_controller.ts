import type { HttpContext } from '@adonisjs/core/http'
import UnsubscribeByLink from '#actions/notices/unsubscribe_by_link'
import { unsubscribeTargetOf } from '#queries/notices/unsubscribe_target'
import { pickLanguage, type Language } from '#services/i18n/languages'
import { unsubscribePageWords } from '#services/notices/notice_texts'
import { unsubscribeTokenValidator } from '#validators/notices'

/**
 * The unsubscribe link of a notice e-mail, without signing in. GET shows a button and changes
 * nothing (mail scanners open links); POST, from that button or from the mail client's one-click
 * (`List-Unsubscribe=One-Click`, RFC 8058), switches off that topic's e-mails.
 */
export default class NoticeUnsubscribeController {
  async show({ request, response }: HttpContext) {
    const { target, language, words } = await readLink(request)
    if (!target)
      return response
        .status(400)
        .type('html')
        .send(page(language, words.title, words.invalid))
    const form = `<form method="post"><button type="submit">${words.confirm}</button></form>`
    return response.type('html').send(page(language, words.title, words.question, form))
  }

  async unsubscribe({ request, response }: HttpContext) {
    const { target, language, words } = await readLink(request)
    if (!target)
      return response
        .status(400)
        .type('html')
        .send(page(language, words.title, words.invalid))
    await UnsubscribeByLink.handle(target)
    return response.type('html').send(page(language, words.title, words.done))
  }
}

/** The link's member and topic (none for a forged or outdated token), and the page's language and words. */
async function readLink(request: HttpContext['request']) {
  const { token } = await request.validateUsing(unsubscribeTokenValidator, { data: request.qs() })
  const target = await unsubscribeTargetOf(token)
  const language = target?.language ?? pickLanguage(null, request.header('accept-language'))
  return { target, language, words: unsubscribePageWords(language) }
}

function page(language: Language, title: string, text: string, form = ''): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Dilemma</title></head>
<body style="font-family: Arial, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<main><h1>${title}</h1><p role="status">${text}</p>${form}</main></body></html>`
}
