// Shared Vitest setup for every front-end package (design-system's setup adds Mantine's needs).
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { setSessionMarker } from './sessionMarker'

// Lazily loaded chunks (modals, remote pages) can take seconds on a busy two-core CI machine:
// the default one-second wait of findBy* made such tests flaky there, and once even five seconds
// were not enough for the first lazy modal of a run. Test timeouts stay above this wait.
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => {
  cleanup()
  window.localStorage.clear()
  setSessionMarker(false)
})
