import type { GeneratedQuestion } from '@dilemma/api-client'
import type { Language } from '@dilemma/app-runtime'
import { useState } from 'react'
import { useGenerateQuestion } from '../api/useGenerateQuestion'
import { useSaveGeneratedQuestion } from '../api/useSaveGeneratedQuestion'
import { defaultOptionCount, randomFocusCategory } from '../utils/focusCategories'
import type { OptionCount } from '../utils/focusCategories'

/**
 * The generator's flow (admin-spec §4): generated, then previewed, then saved (the preview closes),
 * regenerated or exported. One request at a time: a click while one runs does nothing.
 */
export function useQuestionGenerator(language: Language) {
  const [optionCount, setOptionCount] = useState<OptionCount>(defaultOptionCount)
  const [question, setQuestion] = useState<GeneratedQuestion | null>(null)
  const [previewOpened, setPreviewOpened] = useState(false)
  // The question on screen came from "regenerate" (said to screen readers in the preview).
  const [refreshed, setRefreshed] = useState(false)
  const [savedTitle, setSavedTitle] = useState<string | null>(null)
  const generation = useGenerateQuestion()
  const saving = useSaveGeneratedQuestion()
  const busy = generation.isPending || saving.isPending

  /** Every generation picks a focus category anew; a regeneration one other than the question's. */
  const generate = (fromPreview: boolean) => {
    if (busy) return
    setSavedTitle(null)
    setRefreshed(false)
    saving.reset()
    generation.mutate(
      {
        language,
        optionCount,
        focusCategory: randomFocusCategory(fromPreview ? question?.category.id : undefined),
      },
      {
        onSuccess: (generated) => {
          setQuestion(generated)
          setRefreshed(fromPreview)
          setPreviewOpened(true)
        },
      },
    )
  }

  const save = () => {
    if (busy || !question) return
    saving.mutate(question, {
      onSuccess: () => {
        setPreviewOpened(false)
        setSavedTitle(question.title)
      },
    })
  }

  const closePreview = () => {
    setPreviewOpened(false)
    // A regeneration still running is forgotten; a save still running reports in the tab when it ends.
    generation.reset()
    if (!saving.isPending) saving.reset()
  }

  return {
    optionCount,
    setOptionCount,
    question,
    previewOpened,
    refreshed,
    savedTitle,
    dismissSaved: () => setSavedTitle(null),
    generation,
    saving,
    generate: () => generate(false),
    regenerate: () => generate(true),
    save,
    closePreview,
  }
}
