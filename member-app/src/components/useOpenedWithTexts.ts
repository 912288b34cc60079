import { useFeatureMessages } from '@dilemma/app-runtime'
import type { LoadMessages } from '@dilemma/app-runtime'
import { useState } from 'react'

/**
 * Whether a dialog with message groups of its own is shown: once they have arrived, so that it opens
 * with its fields and the first one takes the focus. If they fail, it opens with FeatureTexts' retry
 * (around its body) and stays open while they are asked for again. `groups`: a module-level constant.
 */
export function useOpenedWithTexts(opened: boolean, groups: readonly LoadMessages[]): boolean {
  const { status } = useFeatureMessages(groups)
  const [answered, setAnswered] = useState(false)
  if (status !== 'loading' && !answered) setAnswered(true)
  return opened && (answered || status !== 'loading')
}
