import { useIntl } from '@dilemma/app-runtime'
import { Stack } from '@dilemma/design-system'
import { NumberInput } from '@dilemma/design-system/pickers'
import { SegmentedControl } from '@dilemma/design-system/extras'
import type { AddPostErrors, LimitMode } from '../lib/addPostRules'
import { POST_LIMITS } from '@/entities/post'

interface LimitFieldsProps {
  mode: LimitMode
  voteLimit: number | string
  timeLimitHours: number | string
  errors: AddPostErrors
  onModeChange: (mode: LimitMode) => void
  onVoteLimitChange: (value: number | string) => void
  onTimeLimitChange: (value: number | string) => void
}

/** Exactly one limit: an odd vote limit (11–9999, step 2) or a time limit (1–168 hours). */
export function LimitFields({
  mode,
  voteLimit,
  timeLimitHours,
  errors,
  onModeChange,
  onVoteLimitChange,
  onTimeLimitChange,
}: LimitFieldsProps) {
  const intl = useIntl()
  const text = (id: string) => intl.formatMessage({ id })
  return (
    <Stack gap="xs">
      <SegmentedControl
        value={mode}
        onChange={(value) => onModeChange(value as LimitMode)}
        aria-label={text('member.posts.form.limitType')}
        data={[
          { value: 'votes', label: text('member.posts.form.limitVotes') },
          { value: 'time', label: text('member.posts.form.limitTime') },
        ]}
      />
      {mode === 'votes' ? (
        <NumberInput
          label={text('member.posts.form.voteLimitLabel')}
          description={text('member.posts.form.voteLimitHint')}
          value={voteLimit}
          onChange={onVoteLimitChange}
          min={POST_LIMITS.voteLimit.min}
          max={POST_LIMITS.voteLimit.max}
          step={POST_LIMITS.voteLimit.step}
          allowDecimal={false}
          allowNegative={false}
          error={errors.voteLimit && text(errors.voteLimit)}
        />
      ) : (
        <NumberInput
          label={text('member.posts.form.timeLimitLabel')}
          description={text('member.posts.form.timeLimitHint')}
          value={timeLimitHours}
          onChange={onTimeLimitChange}
          min={POST_LIMITS.timeLimitHours.min}
          max={POST_LIMITS.timeLimitHours.max}
          allowDecimal={false}
          allowNegative={false}
          error={errors.timeLimitHours && text(errors.timeLimitHours)}
        />
      )}
    </Stack>
  )
}
