import { hostProvidedNames, singletonNames } from '@dilemma/design-system/vite/sharedSingletons'
import * as designSystem from '@dilemma/design-system'
import * as React from 'react'
import { describe, expect, it } from 'vitest'
import { sharedWithAdminRemote } from './loadAdminRemote'

describe("the shell's modules shared with the admin remote", () => {
  it('include every singleton the remote is built to take from the shell', () => {
    const provided = Object.keys(sharedWithAdminRemote)
    for (const name of [...singletonNames, ...hostProvidedNames]) expect(provided).toContain(name)
  })

  it("are the page's own copies, in a version the remote accepts", async () => {
    const react = sharedWithAdminRemote.react
    expect(react.version).toBe(React.version)
    expect(react.shareConfig).toEqual({ singleton: true, requiredVersion: '^19.2.0' })
    expect((await react.get())()).toBe(React)
    expect((await sharedWithAdminRemote['@dilemma/design-system'].get())()).toBe(designSystem)
    const forms = (await sharedWithAdminRemote['@dilemma/design-system/forms'].get())() as Record<string, unknown>
    expect(forms).toHaveProperty('PasswordInput')
  })
})
