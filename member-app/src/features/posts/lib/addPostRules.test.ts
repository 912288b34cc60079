import { describe, expect, it } from 'vitest'
import {
  emptyAddPostForm,
  imageProblem,
  isValidVoteLimit,
  mayUsePaidFeatures,
  toCreatePostRequest,
  validateAddPost,
} from './addPostRules'
import type { AddPostForm } from './addPostRules'

const filled = (changes: Partial<AddPostForm> = {}): AddPostForm => ({
  ...emptyAddPostForm(),
  title: ' Kita? ',
  description: 'Which one?',
  options: { a: 'Kita', b: 'Tagesmutter', c: '', d: '' },
  ...changes,
})

describe('add-post rules', () => {
  it('accepts a complete form with the defaults (vote limit 11)', () => {
    expect(validateAddPost(filled())).toEqual({})
  })

  it('requires title, description and options A and B', () => {
    expect(validateAddPost(emptyAddPostForm())).toEqual({
      title: 'member.posts.form.required',
      description: 'member.posts.form.required',
      options: 'member.posts.form.twoOptionsRequired',
    })
  })

  it('limits title to 100, description to 1000 and options to 100 characters', () => {
    const errors = validateAddPost(
      filled({
        title: 't'.repeat(101),
        description: 'd'.repeat(1001),
        options: { a: 'a'.repeat(101), b: 'b', c: '', d: '' },
      }),
    )
    expect(errors).toEqual({
      title: 'member.posts.form.tooLong',
      description: 'member.posts.form.tooLong',
      option_a: 'member.posts.form.tooLong',
    })
  })

  it('wants D only after C', () => {
    expect(validateAddPost(filled({ options: { a: 'a', b: 'b', c: '', d: 'd' } }))).toEqual({
      option_d: 'member.posts.form.optionDNeedsC',
    })
  })

  it('takes odd vote limits from 11 to 9999 only', () => {
    expect([11, 13, 9999].map(isValidVoteLimit)).toEqual([true, true, true])
    expect([9, 12, 10001, 11.5, ''].map(isValidVoteLimit)).toEqual([false, false, false, false, false])
    expect(validateAddPost(filled({ voteLimit: 12 }))).toEqual({ voteLimit: 'member.posts.form.voteLimitInvalid' })
  })

  it('takes 1 to 168 hours in time mode and ignores the vote limit there', () => {
    expect(validateAddPost(filled({ limitMode: 'time', timeLimitHours: 168, voteLimit: 12 }))).toEqual({})
    expect(validateAddPost(filled({ limitMode: 'time', timeLimitHours: 169 }))).toEqual({
      timeLimitHours: 'member.posts.form.timeLimitInvalid',
    })
    expect(validateAddPost(filled({ limitMode: 'time', timeLimitHours: 0 }))).toEqual({
      timeLimitHours: 'member.posts.form.timeLimitInvalid',
    })
  })

  it('checks image type and size', () => {
    expect(imageProblem(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull()
    expect(imageProblem(new File(['x'], 'a.txt', { type: 'text/plain' }))).toBe('type')
    expect(imageProblem(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'a.jpg', { type: 'image/jpeg' }))).toBe('size')
  })

  it('sends only the chosen limit, trimmed texts, and paid extras only for paid roles', () => {
    const image = new File(['x'], 'a.png', { type: 'image/png' })
    const form = filled({
      options: { a: 'Kita', b: 'Tagesmutter', c: 'Oma', d: '' },
      images: { a: image },
      aiEnabled: true,
      tags: ['Kinder'],
      limitMode: 'time',
      timeLimitHours: 24,
    })
    expect(toCreatePostRequest(form, 'user')).toEqual({
      title: 'Kita?',
      description: 'Which one?',
      option_a: 'Kita',
      option_b: 'Tagesmutter',
      time_limit: 24,
      tags: ['Kinder'],
    })
    expect(toCreatePostRequest(form, 'prouser')).toMatchObject({ option_c: 'Oma', image_a: image, ai_enabled: true })
    expect(
      [undefined, 'user', 'prouser', 'premiumuser', 'admin'].map((role) => mayUsePaidFeatures(role as never)),
    ).toEqual([false, false, true, true, true])
  })
})
