import { describe, expect, it } from 'vitest'
import { addPostStep, busyMessageId, closesByItself } from './addPostSteps'

describe('add-post steps', () => {
  it('goes from the form through creating to created', () => {
    expect(addPostStep('idle', false, 'starting')).toBe('form')
    expect(addPostStep('error', true, 'starting')).toBe('form')
    expect(addPostStep('pending', true, 'starting')).toBe('creating')
    expect(addPostStep('success', false, 'starting')).toBe('created')
  })

  it('follows the AI analysis once the poll is created, when it was asked for', () => {
    expect(addPostStep('success', true, 'starting')).toBe('starting')
    expect(addPostStep('success', true, 'retrying')).toBe('retrying')
    expect(addPostStep('success', true, 'error')).toBe('error')
    expect(addPostStep('success', true, 'completed')).toBe('completed')
  })

  it('shows a spinner only while something is under way', () => {
    expect(busyMessageId('creating')).toBe('member.posts.add.creating')
    expect(busyMessageId('starting')).toBe('member.posts.ai.analysing')
    expect(busyMessageId('retrying')).toBe('member.posts.ai.retrying')
    expect(busyMessageId('form')).toBeNull()
    expect(busyMessageId('error')).toBeNull()
  })

  it('closes by itself after success only', () => {
    expect(closesByItself('created')).toBe(true)
    expect(closesByItself('completed')).toBe(true)
    expect(closesByItself('error')).toBe(false)
    expect(closesByItself('starting')).toBe(false)
  })
})
