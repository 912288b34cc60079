import { describe, expect, it } from 'vitest'
import remote, { adminRoutes } from './routes'

describe('admin routes', () => {
  it('expose /madmin for admins only, with its own header, per the federation contract', () => {
    expect(remote.routes).toBe(adminRoutes)
    expect(adminRoutes.map((route) => [route.path, route.handle])).toEqual([
      ['madmin', { auth: true, roles: ['admin'], layout: 'bare' }],
    ])
    expect(Object.keys(remote.messages).sort()).toEqual(['de', 'en', 'tr'])
  })
})
