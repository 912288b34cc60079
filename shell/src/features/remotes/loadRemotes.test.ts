import { hostProvidedNames, singletonNames } from '@dilemma/design-system/vite/sharedSingletons'
import * as designSystem from '@dilemma/design-system'
import * as React from 'react'
import { describe, expect, it } from 'vitest'
import { sharedWithRemotes } from './loadRemotes'

describe("the shell's modules shared with the remotes", () => {
  it('include every singleton a remote is built to take from the shell', () => {
    const provided = Object.keys(sharedWithRemotes)
    for (const name of [...singletonNames, ...hostProvidedNames]) expect(provided).toContain(name)
  })

  it("are the page's own copies, in a version the remotes accept", async () => {
    const react = sharedWithRemotes.react
    expect(react.version).toBe(React.version)
    expect(react.shareConfig).toEqual({ singleton: true, requiredVersion: '^19.2.0' })
    expect((await react.get())()).toBe(React)
    expect((await sharedWithRemotes['@dilemma/design-system'].get())()).toBe(designSystem)
    const forms = (await sharedWithRemotes['@dilemma/design-system/forms'].get())() as Record<string, unknown>
    expect(forms).toHaveProperty('PasswordInput')
  })
})
