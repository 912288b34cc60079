import type { OptionLetter } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { FileInput } from '@dilemma/design-system/extras'
import { useState } from 'react'
import { imageProblem } from '../lib/addPostRules'
import { IMAGE_TYPES } from '@/entities/post'

interface OptionImageInputProps {
  letter: OptionLetter
  value: File | undefined
  onChange: (file: File | undefined) => void
}

/** An option's image: JPEG, PNG, GIF or WebP up to 5 MB; anything else is refused and cleared. */
export function OptionImageInput({ letter, value, onChange }: OptionImageInputProps) {
  const intl = useIntl()
  const [problem, setProblem] = useState<'type' | 'size' | null>(null)
  const choose = (file: File | null) => {
    const found = file ? imageProblem(file) : null
    setProblem(found)
    onChange(file && !found ? file : undefined)
  }
  return (
    <FileInput
      size="xs"
      clearable
      accept={IMAGE_TYPES.join(',')}
      label={intl.formatMessage({ id: 'member.posts.form.imageLabel' }, { letter: letter.toUpperCase() })}
      placeholder={intl.formatMessage({ id: 'member.posts.form.imagePlaceholder' })}
      value={value ?? null}
      onChange={choose}
      error={problem && intl.formatMessage({ id: `member.posts.form.image.${problem}` })}
    />
  )
}
