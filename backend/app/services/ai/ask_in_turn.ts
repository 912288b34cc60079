/*
 * Puts a prompt to the configured AI services in turn (config/ai.ts) until one gives an answer
 * `read` accepts, and falls back to the mock when none does; without the fallback that is
 * 503 AI_UNAVAILABLE.
 */
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import type { AiConfig } from '#config/ai'
import type { AiProviderName } from '#models/ai_analysis'
import { aiErrors } from '#exceptions/ai_errors'
import { completeJson, type JsonPrompt } from '#services/ai/ai_services'

export interface AiAnswer<T> {
  value: T
  provider: AiProviderName
  elapsedMs: number
}

export async function askInTurn<T>(
  prompt: JsonPrompt,
  read: (answer: string) => T,
  mock: () => T,
): Promise<AiAnswer<T>> {
  const config = app.config.get<AiConfig>('ai')
  const startedAt = performance.now()
  const elapsedMs = () => Math.round(performance.now() - startedAt)
  for (const service of config.services) {
    try {
      const value = read(await completeJson(service, prompt, AbortSignal.timeout(config.timeoutMs)))
      return { value, provider: service.name, elapsedMs: elapsedMs() }
    } catch (error) {
      logger.warn({ err: error, provider: service.name }, 'an AI service gave no usable answer')
    }
  }
  if (!config.mockFallback) throw aiErrors.unavailable()
  return { value: mock(), provider: 'mock', elapsedMs: elapsedMs() }
}
