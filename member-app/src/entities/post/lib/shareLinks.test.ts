import { describe, expect, it } from 'vitest'
import { postUrlOf, shareLinks } from './shareLinks'

describe('share links', () => {
  it('builds the WhatsApp and Facebook sharer addresses of a post', () => {
    const url = postUrlOf(12, 'https://dilemma.example')
    expect(shareLinks(url, 'Kita & Job?')).toEqual({
      postUrl: 'https://dilemma.example/post/12',
      whatsApp: 'https://wa.me/?text=Kita%20%26%20Job%3F%20https%3A%2F%2Fdilemma.example%2Fpost%2F12',
      facebook: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fdilemma.example%2Fpost%2F12',
    })
  })
})
