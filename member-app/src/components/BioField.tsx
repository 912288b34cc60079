import { useIntl } from '@dilemma/app-runtime'
import { Textarea } from '@dilemma/design-system/extras'
import { bioMaxLength } from '@/lib/profileRules'

/** The optional bio with its remaining-characters counter (member-spec §5). */
export function BioField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const intl = useIntl()
  return (
    <Textarea
      label={intl.formatMessage({ id: 'member.fields.bio' })}
      description={intl.formatMessage({ id: 'member.fields.bioCounter' }, { count: value.length, max: bioMaxLength })}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={bioMaxLength}
      rows={3}
    />
  )
}
