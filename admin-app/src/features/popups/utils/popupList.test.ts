import type { Popup } from '@dilemma/api-client'
import { describe, expect, it } from 'vitest'
import { popupsOf } from './popupList'

const popup: Popup = {
  id: 3,
  image_url: 'https://cdn.example/popups/3.png',
  description: 'Spring survey',
  created_at: '2026-03-01T08:00:00.000Z',
  is_active: true,
}

describe('popupsOf', () => {
  it('reads the popups field', () => {
    expect(popupsOf({ success: true, popups: [popup] })).toEqual([popup])
  })

  it('takes a body that is the list itself', () => {
    expect(popupsOf([popup])).toEqual([popup])
  })
})
