import type { User } from '@dilemma/api-client'
import { DATA_EXPORT_INTERVAL_HOURS } from '@dilemma/contract/retention'
import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Alert, Button, Group, Modal, Stack, Text, useDisclosure } from '@dilemma/design-system'
import { useApiErrorText } from '@/lib/useApiErrorText'
import { useDataExport } from '../api/useDataExport'
import { DataExportForm } from './DataExportForm'
import { LoadingLine } from './LoadingLine'

/**
 * Profile → account → data management: asks for the archive of her data (after her password),
 * says while it is being prepared (asked again every few seconds, announced politely), then
 * offers the download until it is deleted.
 */
export function DataExportSection({ user }: { user: User }) {
  const intl = useIntl()
  const [asking, ask] = useDisclosure(false)
  const archive = useDataExport()
  const errorText = useApiErrorText(archive.error, 'member.account.data.loadFailed')
  const state = archive.data
  const formatDate = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' })

  // The session may have been idle: reading the state first refreshes it, so the download is hers.
  const download = async () => {
    const fresh = await archive.refetch()
    const url = fresh.data?.downloadUrl
    if (url) window.location.assign(url)
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        <FormattedMessage id="member.account.data.about" values={{ hours: DATA_EXPORT_INTERVAL_HOURS }} />
      </Text>
      <div aria-live="polite">
        {archive.isPending ? (
          <LoadingLine messageId="member.account.data.loading" />
        ) : archive.isError ? (
          <Alert color="red" variant="light" role="alert">
            {errorText}
          </Alert>
        ) : state?.status === 'preparing' ? (
          <LoadingLine messageId="member.account.data.preparing" role="status" />
        ) : state?.status === 'ready' ? (
          <Stack gap={4} role="status">
            <Text size="sm">
              <FormattedMessage id="member.account.data.ready" values={{ date: formatDate(state.expiresAt!) }} />
            </Text>
          </Stack>
        ) : (
          <Text size="sm">
            <FormattedMessage id="member.account.data.none" />
          </Text>
        )}
      </div>
      <Group gap="sm">
        {state?.status === 'ready' && state.downloadUrl ? (
          <Button
            component="a"
            href={state.downloadUrl}
            download
            onClick={(event) => {
              event.preventDefault()
              void download()
            }}
          >
            <FormattedMessage id="member.account.data.downloadReady" />
          </Button>
        ) : null}
        <Button
          variant="default"
          onClick={ask.open}
          disabled={archive.isPending || state?.status === 'preparing' || Boolean(state?.nextRequestAt)}
        >
          <FormattedMessage id="member.account.data.download" />
        </Button>
      </Group>
      {state?.nextRequestAt && state.status !== 'preparing' ? (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="member.account.data.nextRequest" values={{ date: formatDate(state.nextRequestAt) }} />
        </Text>
      ) : null}
      <Modal
        opened={asking}
        onClose={ask.close}
        title={intl.formatMessage({ id: 'member.account.data.download' })}
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'member.account.close' }) }}
      >
        <DataExportForm user={user} onCancel={ask.close} onDone={ask.close} />
      </Modal>
    </Stack>
  )
}
