import { GENERATED_POLL_TIME_LIMIT_HOURS } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Alert } from '@dilemma/design-system'

/** "Question saved": inside the tab's status region, which announces it; dismissable. */
export function SavedNotice({ title, onDismiss }: { title: string; onDismiss: () => void }) {
  const intl = useIntl()
  return (
    <Alert
      role="none"
      color="green"
      variant="light"
      title={intl.formatMessage({ id: 'admin.aiGenerator.saved.title' })}
      withCloseButton
      closeButtonLabel={intl.formatMessage({ id: 'admin.aiGenerator.saved.dismiss' })}
      onClose={onDismiss}
    >
      {intl.formatMessage({ id: 'admin.aiGenerator.saved.text' }, { title, hours: GENERATED_POLL_TIME_LIMIT_HOURS })}
    </Alert>
  )
}
