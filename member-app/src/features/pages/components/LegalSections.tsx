import { FormattedMessage } from '@dilemma/app-runtime'
import { Stack, Text, Title } from '@dilemma/design-system'

export interface LegalSectionsProps {
  /** Message id prefix: `<prefix>.<section>.title` and `<prefix>.<section>.text`. */
  prefix: string
  sections: readonly string[]
  values: Record<string, string | number>
}

/** Numbered sections of a translated legal text; a paragraph break is a blank line in the message. */
export function LegalSections({ prefix, sections, values }: LegalSectionsProps) {
  return (
    <Stack gap="lg">
      {sections.map((section, index) => (
        <Stack key={section} gap="xs" component="section" aria-labelledby={`${prefix}-${section}`}>
          <Title order={2} size="h3" id={`${prefix}-${section}`}>
            {index + 1}. <FormattedMessage id={`${prefix}.${section}.title`} />
          </Title>
          <Text className="dilemma-pre-line dilemma-break-anywhere">
            <FormattedMessage id={`${prefix}.${section}.text`} values={values} />
          </Text>
        </Stack>
      ))}
    </Stack>
  )
}
