import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deadAdminRemote, fakeMemberRemote } from '../../testing/fakeRemotes'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { renderShell, answerSessionWith, noSitePopupHandler } from '../../testing/renderShell'

const server = setupMswServer(noSitePopupHandler)

afterEach(() => {
  vi.restoreAllMocks()
})

describe('an unreachable remote', () => {
  it('shows a translated error inside the shell instead of a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    window.localStorage.setItem('dilemma.language', 'tr')
    answerSessionWith(server, null)
    renderShell({ path: '/madmin', remotes: [deadAdminRemote, fakeMemberRemote] })

    expect(await screen.findByRole('alert')).toHaveTextContent("Dilemma'nın bu bölümüne şu anda ulaşılamıyor")
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument()
    // The shell around it still works.
    expect(screen.getByRole('link', { name: 'Dilemma ana sayfa' })).toBeInTheDocument()
  })
})
