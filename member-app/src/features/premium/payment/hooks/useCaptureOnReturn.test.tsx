import { SessionProvider, useSession } from '@dilemma/app-runtime'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { sessionUser } from '@dilemma/app-runtime/testing/sessionUser'
import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { StrictMode } from 'react'
import { describe, expect, it } from 'vitest'
import { answerSessionWith, apiBase, apiHealthHandler, renderInMemberProviders } from '@/testing/renderMemberApp'
import { useCaptureOnReturn } from './useCaptureOnReturn'

const server = setupMswServer(apiHealthHandler)

function CaptureOnReturn({ userId }: { userId: number }) {
  const { user } = useSession()
  const capture = useCaptureOnReturn({ outcome: 'approved', orderId: 'ORDER-1' }, 'pro', userId)
  return <p>{capture.isSuccess ? `captured, session role ${user?.role}` : 'capturing'}</p>
}

/** As on the payment page: the capture starts once the session is known. */
function SignedInCapture() {
  const { user } = useSession()
  return user && <CaptureOnReturn userId={user.id} />
}

describe('capture on return from PayPal', () => {
  it('captures once under StrictMode and gives the session the new role at once', async () => {
    let captures = 0
    server.use(
      http.post(`${apiBase}/paypal/capture-order`, () => {
        captures += 1
        return HttpResponse.json({ status: 'COMPLETED', role: 'prouser', renewalDate: '2026-12-24T16:00:00.000Z' })
      }),
    )
    answerSessionWith(server, sessionUser('user'))
    renderInMemberProviders(
      <StrictMode>
        <SessionProvider>
          <SignedInCapture />
        </SessionProvider>
      </StrictMode>,
    )

    expect(await screen.findByText('captured, session role prouser')).toBeInTheDocument()
    expect(captures).toBe(1)
  })
})
