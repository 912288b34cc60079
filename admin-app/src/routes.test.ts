import { describe, expect, it } from 'vitest'
import adminEn from './i18n/en.json'
import remote, { adminRoutes } from './routes'

describe('admin routes', () => {
  it('expose /madmin for admins only, with its own header, per the federation contract', async () => {
    expect(remote.routes).toBe(adminRoutes)
    expect(adminRoutes.map((route) => [route.path, route.handle])).toEqual([
      ['madmin', { auth: true, roles: ['admin'], layout: 'bare' }],
    ])
    expect(await remote.loadMessages('en')).toEqual(adminEn)
  })
})
