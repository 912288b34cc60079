import type { GeneratedQuestion, SocialCardFormat } from '@dilemma/api-client'
import { useApiClient, useLanguage } from '@dilemma/app-runtime'
import { useRef, useState } from 'react'
import { downloadCard, type CardDownloadOutcome } from '../utils/cardDownload'

export type CardDownloadState = { status: 'idle' } | { status: 'working' } | CardDownloadOutcome

/**
 * Has the server draw `question`'s card in `format` (footer in the language on screen) and
 * downloads it on `save`; a click while one is being drawn does nothing.
 */
export function useCardDownload(question: Pick<GeneratedQuestion, 'title' | 'description' | 'options'>) {
  const client = useApiClient()
  const { language } = useLanguage()
  const [state, setState] = useState<CardDownloadState>({ status: 'idle' })
  const working = useRef(false)

  const save = async (format: SocialCardFormat) => {
    if (working.current) return
    working.current = true
    setState({ status: 'working' })
    const { title, description, options } = question
    setState(
      await downloadCard(
        () => client.admin.questionCard({ title, description, options }, { format, lang: language }),
        format,
      ),
    )
    working.current = false
  }

  return { state, save }
}
