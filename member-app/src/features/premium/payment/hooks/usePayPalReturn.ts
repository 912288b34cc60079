import { useSearchParams } from '@dilemma/app-runtime'
import { useEffect, useState } from 'react'
import { readPayPalReturn, withoutPayPalReturn } from '../lib/paypalReturn'
import type { PayPalReturn } from '../lib/paypalReturn'

/**
 * PayPal's return as the page was opened with it. Its parameters are then removed from the address
 * (replacing the history entry), so a reload or a shared link does not repeat the return.
 */
export function usePayPalReturn(): PayPalReturn | null {
  const [searchParams, setSearchParams] = useSearchParams()
  const [paypalReturn] = useState(() => readPayPalReturn(searchParams))
  const returnInAddress = readPayPalReturn(searchParams) !== null
  useEffect(() => {
    if (returnInAddress) setSearchParams(withoutPayPalReturn, { replace: true })
  }, [returnInAddress, setSearchParams])
  return paypalReturn
}
