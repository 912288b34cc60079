import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AiServiceConfig } from '#config/ai'
import { LoopbackFake, readBody, sendJson } from '#tests/helpers/loopback_fake'

/**
 * A stand-in for DeepSeek's chat completions and Gemini's generateContent on 127.0.0.1. It checks
 * the API key, records the prompts it was sent and answers `answer` as the model's text (after
 * `delayMs`), or fails with `failWith` (an HTTP status).
 */
export class FakeAiService extends LoopbackFake {
  answer = '{"option": "b", "reasoning": "Tea is gentler in the morning.", "confidence": 72}'
  failWith: number | null = null
  /** Into how many parts Gemini's answer splits the text (its documentation allows several). */
  geminiParts = 1
  /** A thinking model's thought summary, sent as a `thought` part before the answer's. */
  geminiThought: string | null = null
  /** How long it thinks before it answers. */
  delayMs = 0
  readonly prompts: string[] = []
  config(name: AiServiceConfig['name']): AiServiceConfig {
    return { name, apiKey: 'test-key', baseUrl: this.origin, model: 'test-model' }
  }

  protected async handle(request: IncomingMessage, response: ServerResponse) {
    const body = JSON.parse(await readBody(request))
    const keyed =
      request.headers.authorization === 'Bearer test-key' || request.headers['x-goog-api-key'] === 'test-key'
    if (!keyed) return sendJson(response, 401, { error: 'bad key' })
    if (this.failWith) return sendJson(response, this.failWith, { error: 'failing on purpose' })
    await new Promise((resolve) => setTimeout(resolve, this.delayMs))
    if (request.url === '/chat/completions') {
      this.prompts.push(body.messages[1].content)
      return sendJson(response, 200, { choices: [{ message: { role: 'assistant', content: this.answer } }] })
    }
    if (request.url === '/v1beta/models/test-model:generateContent') {
      this.prompts.push(body.contents[0].parts[0].text)
      return sendJson(response, 200, { candidates: [{ content: { role: 'model', parts: this.geminiAnswerParts() } }] })
    }
    sendJson(response, 404, {})
  }

  /** `answer` cut into `geminiParts` pieces of about equal length, after the thought if any. */
  private geminiAnswerParts() {
    const size = Math.ceil(this.answer.length / this.geminiParts)
    const parts: { text: string; thought?: true }[] = Array.from({ length: this.geminiParts }, (_, index) => ({
      text: this.answer.slice(index * size, (index + 1) * size),
    }))
    return this.geminiThought ? [{ text: this.geminiThought, thought: true as const }, ...parts] : parts
  }
}
