/*
 * The AI services a question can be put to: DeepSeek's chat completions API and Google's Gemini
 * (Flash) generateContent API, both asked for a JSON answer. What is asked and how the answer
 * is read belong to the callers (poll_question.ts, question_generator.ts).
 */
import type { AiServiceConfig } from '#config/ai'

/** A system instruction and the user's message; the answer must be one JSON object. */
export interface JsonPrompt {
  system: string
  user: string
}

type Complete = (service: AiServiceConfig, prompt: JsonPrompt, signal: AbortSignal) => Promise<string>

const completeWithDeepseek: Complete = async (service, prompt, signal) => {
  const body = await postJson(
    `${service.baseUrl}/chat/completions`,
    { authorization: `Bearer ${service.apiKey}` },
    {
      model: service.model,
      messages: [
        { role: 'system', content: prompt.system },
        { role: 'user', content: prompt.user },
      ],
      response_format: { type: 'json_object' },
    },
    signal,
  )
  const answer = (body as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content
  return String(answer ?? '')
}

const completeWithFlash: Complete = async (service, prompt, signal) => {
  const body = await postJson(
    `${service.baseUrl}/v1beta/models/${encodeURIComponent(service.model)}:generateContent`,
    { 'x-goog-api-key': service.apiKey },
    {
      systemInstruction: { parts: [{ text: prompt.system }] },
      contents: [{ role: 'user', parts: [{ text: prompt.user }] }],
      generationConfig: { responseMimeType: 'application/json' },
    },
    signal,
  )
  const parts = (body as GenerateContentAnswer).candidates?.[0]?.content?.parts ?? []
  // One candidate's text may come in several parts; a thinking model's thought summaries are not it.
  return parts.map((part) => (typeof part.text === 'string' && part.thought !== true ? part.text : '')).join('')
}

/** What generateContent answers, as far as it is read. */
interface GenerateContentAnswer {
  candidates?: { content?: { parts?: { text?: unknown; thought?: unknown }[] } }[]
}

const COMPLETE: Record<AiServiceConfig['name'], Complete> = { deepseek: completeWithDeepseek, flash: completeWithFlash }

/** The model's text answer to `prompt` (the JSON object, unparsed). */
export function completeJson(service: AiServiceConfig, prompt: JsonPrompt, signal: AbortSignal): Promise<string> {
  return COMPLETE[service.name](service, prompt, signal)
}

/** The answer's JSON object; some models wrap it in a Markdown code fence even when asked not to. */
export function parseJsonAnswer(answer: string): Record<string, unknown> {
  const json = answer
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '')
  const parsed: unknown = JSON.parse(json)
  if (typeof parsed !== 'object' || parsed === null) throw new Error('The AI answered no JSON object')
  return parsed as Record<string, unknown>
}

async function postJson(url: string, headers: Record<string, string>, payload: unknown, signal: AbortSignal) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(payload),
    signal,
  })
  if (!response.ok) throw new Error(`${new URL(url).host} answered ${response.status}`)
  return (await response.json()) as unknown
}
