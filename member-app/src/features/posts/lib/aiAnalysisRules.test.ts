import { ApiError } from '@dilemma/api-client'
import { describe, expect, it } from 'vitest'
import { postFixture } from '@/testing/postFixture'
import { aiAnalysisState, aiFailureMessageId, analyzeRequestOf, pickedOptionText } from './aiAnalysisRules'

describe('AI analysis rules', () => {
  it('names the state of the call, retrying only after an error', () => {
    expect(aiAnalysisState('idle', false)).toBe('starting')
    expect(aiAnalysisState('pending', false)).toBe('starting')
    expect(aiAnalysisState('pending', true)).toBe('retrying')
    expect(aiAnalysisState('error', true)).toBe('error')
    expect(aiAnalysisState('success', true)).toBe('completed')
  })

  it('asks about the stored poll with only the options it has', () => {
    const post = postFixture({ id: 7, option_c: 'Oma', option_d: null })
    expect(analyzeRequestOf(post, 'tr')).toEqual({
      postId: 7,
      language: 'tr',
      title: 'Kita oder Tagesmutter?',
      description: 'Unsere Tochter wird im Herbst ein Jahr alt.',
      options: { a: 'Kita um die Ecke', b: 'Tagesmutter', c: 'Oma' },
    })
  })

  it('has its own text for an unavailable AI service', () => {
    const failure = (status: number, code: string) => new ApiError(status, code, code)
    expect(aiFailureMessageId(failure(503, 'AI_UNAVAILABLE'))).toBe('member.posts.ai.unavailable')
    expect(aiFailureMessageId(failure(403, 'PREMIUM_REQUIRED'))).toBe('member.posts.ai.failed')
    expect(aiFailureMessageId(new TypeError('Failed to fetch'))).toBe('member.posts.ai.failed')
  })

  it('finds the text of the picked option', () => {
    expect(pickedOptionText(postFixture(), 'b')).toBe('Tagesmutter')
    expect(pickedOptionText(postFixture(), 'd')).toBe('')
  })
})
