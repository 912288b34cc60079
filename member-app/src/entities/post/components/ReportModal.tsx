import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Alert, Button, Group, Modal } from '@dilemma/design-system'
import { Textarea } from '@dilemma/design-system/extras'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { useApiErrorText } from '@/lib/useApiErrorText'
import { useDelayedAction } from '@/lib/useDelayedAction'
import { useReportPost } from '../api/useReportPost'
import { POST_LIMITS } from '../lib/postLimits'

/** The report success message closes after 2 s (member-spec §9). */
export const REPORT_SUCCESS_CLOSE_MS = 2000

interface ReportModalProps {
  opened: boolean
  onClose: () => void
  postId: number
}

export function ReportModal({ opened, onClose, postId }: ReportModalProps) {
  const intl = useIntl()
  const [reason, setReason] = useState('')
  const [reasonMissing, setReasonMissing] = useState(false)
  const report = useReportPost(postId)
  const errorText = useApiErrorText(report.error, 'member.posts.report.failed')
  useDelayedAction(report.isSuccess ? onClose : null, REPORT_SUCCESS_CLOSE_MS)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = reason.trim()
    setReasonMissing(!trimmed)
    if (trimmed) report.mutate(trimmed)
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'member.posts.closeDialog' }) }}
      title={intl.formatMessage({ id: 'member.posts.report.title' })}
    >
      {report.isSuccess ? (
        <Alert color="green" variant="light">
          <FormattedMessage id="member.posts.report.success" />
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Textarea
            label={intl.formatMessage({ id: 'member.posts.report.reason' })}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={POST_LIMITS.reportReason}
            autosize
            minRows={3}
            error={reasonMissing && intl.formatMessage({ id: 'member.posts.report.reasonRequired' })}
            data-autofocus
          />
          {errorText && (
            <Alert color="red" variant="light" mt="md">
              {errorText}
            </Alert>
          )}
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onClose}>
              <FormattedMessage id="member.posts.cancel" />
            </Button>
            <Button type="submit" color="red" loading={report.isPending}>
              <FormattedMessage id="member.posts.report.submit" />
            </Button>
          </Group>
        </form>
      )}
    </Modal>
  )
}
