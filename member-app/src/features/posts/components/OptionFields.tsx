import { OPTION_LETTERS, type OptionLetter } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Stack, Text } from '@dilemma/design-system'
import { TextInput } from '@dilemma/design-system/forms'
import type { AddPostErrors, AddPostForm } from '../lib/addPostRules'
import { POST_LIMITS } from '@/entities/post'
import { OptionImageInput } from './OptionImageInput'
import { PaidFeatureGate } from './PaidFeatureGate'

interface OptionFieldsProps {
  form: AddPostForm
  errors: AddPostErrors
  paid: boolean
  onOptionChange: (letter: OptionLetter, text: string) => void
  onImageChange: (letter: OptionLetter, file: File | undefined) => void
  onLockedClick: () => void
}

/** Options A and B (required), C and D (paid), each with an image on the paid plans. */
export function OptionFields({ form, errors, paid, onOptionChange, onImageChange, onLockedClick }: OptionFieldsProps) {
  const intl = useIntl()
  return (
    <Stack gap="xs">
      {OPTION_LETTERS.map((letter) => {
        const required = letter === 'a' || letter === 'b'
        const error = errors[`option_${letter}`]
        const names = { letter: letter.toUpperCase() }
        const optionLabel = intl.formatMessage({ id: 'member.posts.form.optionLabel' }, names)
        const field = (
          <Stack gap={4}>
            <TextInput
              label={optionLabel}
              withAsterisk={required}
              value={form.options[letter]}
              onChange={(event) => onOptionChange(letter, event.currentTarget.value)}
              maxLength={POST_LIMITS.option}
              error={error && intl.formatMessage({ id: error })}
            />
            {paid ? (
              <OptionImageInput
                letter={letter}
                value={form.images[letter]}
                onChange={(file) => onImageChange(letter, file)}
              />
            ) : (
              required && (
                <PaidFeatureGate
                  unlocked={false}
                  feature={intl.formatMessage({ id: 'member.posts.form.imageLabel' }, names)}
                  onLockedClick={onLockedClick}
                >
                  <OptionImageInput letter={letter} value={undefined} onChange={() => {}} />
                </PaidFeatureGate>
              )
            )}
          </Stack>
        )
        return required ? (
          <div key={letter}>{field}</div>
        ) : (
          <PaidFeatureGate key={letter} unlocked={paid} feature={optionLabel} onLockedClick={onLockedClick}>
            {field}
          </PaidFeatureGate>
        )
      })}
      {errors.options && (
        <Text size="sm" c="red" role="alert">
          {intl.formatMessage({ id: errors.options })}
        </Text>
      )}
    </Stack>
  )
}
