import { useIntl } from '@dilemma/app-runtime'
import { Modal } from '@dilemma/design-system'
import { useState } from 'react'
import { QuestionPreview } from './QuestionPreview'
import type { QuestionPreviewProps } from './QuestionPreview'
import { SocialMediaExport } from './SocialMediaExport'

type QuestionPreviewModalProps = Omit<QuestionPreviewProps, 'onSocialMedia' | 'focusSocialMedia'> & {
  opened: boolean
}

/**
 * The preview popup (admin-spec §2). Its social-media export opens in the same dialog, not in a
 * second one on top: two open modals would both close on Escape and fight over the focus.
 */
export function QuestionPreviewModal({ opened, onClose, ...preview }: QuestionPreviewModalProps) {
  const intl = useIntl()
  const [view, setView] = useState<'preview' | 'export' | 'backFromExport'>('preview')
  const exporting = view === 'export'
  // Every opening starts with the preview, however the last one ended (closed, or saved).
  const [wasOpened, setWasOpened] = useState(opened)
  if (opened !== wasOpened) {
    setWasOpened(opened)
    if (!opened) setView('preview')
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={intl.formatMessage({
        id: exporting ? 'admin.aiGenerator.export.title' : 'admin.aiGenerator.preview.title',
      })}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'admin.aiGenerator.closeDialog' }) }}
    >
      {exporting ? (
        <SocialMediaExport question={preview.question} onBack={() => setView('backFromExport')} />
      ) : (
        <QuestionPreview
          {...preview}
          onClose={onClose}
          onSocialMedia={() => setView('export')}
          focusSocialMedia={view === 'backFromExport'}
        />
      )}
    </Modal>
  )
}
