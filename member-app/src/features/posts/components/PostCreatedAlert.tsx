import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Alert, Stack, Text } from '@dilemma/design-system'
import type { ReactNode } from 'react'

/** "Your poll is live", with what else there is to say (the AI's pick). */
export function PostCreatedAlert({ children }: { children?: ReactNode }) {
  const intl = useIntl()
  return (
    <Alert color="green" variant="light" title={intl.formatMessage({ id: 'member.posts.add.successTitle' })}>
      <Stack gap="sm">
        <Text size="sm">
          <FormattedMessage id="member.posts.add.successText" />
        </Text>
        {children}
      </Stack>
    </Alert>
  )
}
