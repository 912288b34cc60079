import { describe, expect, it } from 'vitest'
import { createPopupRequest, popupFormProblem } from './popupForm'

const image = new File(['png'], 'spring.png', { type: 'image/png' })

describe('popupFormProblem', () => {
  it('requires an image', () => {
    expect(popupFormProblem(null)).toBe('imageRequired')
    expect(popupFormProblem(image)).toBeNull()
  })
})

describe('createPopupRequest', () => {
  it('sends the trimmed description', () => {
    expect(createPopupRequest(image, '  Spring survey \n')).toEqual({ image, description: 'Spring survey' })
  })

  it('leaves out an empty description', () => {
    expect(createPopupRequest(image, '   ')).toEqual({ image })
  })
})
