import type { ReactNode } from 'react'
import { useIntl } from '@dilemma/app-runtime'
import { Button, Group, Modal, Stack } from '@dilemma/design-system'

export interface DecisionDialogProps {
  opened: boolean
  title: string
  busy: boolean
  /** Whether what the form holds may be sent (a reason chosen, an answer written). */
  ready: boolean
  confirmLabel: string
  onCancel: () => void
  onConfirm: () => void
  children: ReactNode
}

/** The frame of a moderation decision's form in a dialog: its fields, Cancel, and the decision's button. */
export function DecisionDialog({
  opened,
  title,
  busy,
  ready,
  confirmLabel,
  onCancel,
  onConfirm,
  children,
}: DecisionDialogProps) {
  const intl = useIntl()
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'admin.reason.close' }) }}
    >
      <Stack
        component="form"
        gap="md"
        onSubmit={(event) => {
          event.preventDefault()
          if (ready) onConfirm()
        }}
      >
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {intl.formatMessage({ id: 'admin.reason.cancel' })}
          </Button>
          <Button type="submit" color="red" loading={busy} disabled={!ready}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
