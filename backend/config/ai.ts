/*
 * The AI analysis of polls. Each AI service with a key is asked in turn (DeepSeek, then Gemini
 * Flash); when none is configured or none answers, a mock analysis stands in unless
 * AI_MOCK_FALLBACK=false, in which case the request fails with 503 AI_UNAVAILABLE. The services'
 * addresses can be pointed elsewhere (tests use a fake on 127.0.0.1). Read per request (`ai`).
 */
import env from '#start/env'
import type { AiProviderName } from '#models/ai_analysis'

export interface AiServiceConfig {
  name: Exclude<AiProviderName, 'mock'>
  apiKey: string
  baseUrl: string
  model: string
}

export interface AiConfig {
  services: AiServiceConfig[]
  mockFallback: boolean
  /** How long one service may take before the next is asked. */
  timeoutMs: number
}

/** The service when its key is set, else none. */
function serviceIf(apiKey: string | undefined, service: Omit<AiServiceConfig, 'apiKey'>): AiServiceConfig[] {
  return apiKey ? [{ ...service, apiKey }] : []
}

function servicesFromEnv(): AiServiceConfig[] {
  return [
    ...serviceIf(env.get('DEEPSEEK_API_KEY'), {
      name: 'deepseek',
      baseUrl: env.get('DEEPSEEK_BASE_URL') ?? 'https://api.deepseek.com',
      model: env.get('DEEPSEEK_MODEL') ?? 'deepseek-chat',
    }),
    ...serviceIf(env.get('GEMINI_API_KEY'), {
      name: 'flash',
      baseUrl: env.get('GEMINI_BASE_URL') ?? 'https://generativelanguage.googleapis.com',
      model: env.get('GEMINI_MODEL') ?? 'gemini-2.0-flash',
    }),
  ]
}

const aiConfig: AiConfig = {
  services: servicesFromEnv(),
  mockFallback: env.get('AI_MOCK_FALLBACK') ?? true,
  timeoutMs: env.get('AI_TIMEOUT_MS') ?? 20_000,
}

export default aiConfig
