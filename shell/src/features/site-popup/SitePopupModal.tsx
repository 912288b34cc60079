import { useIntl } from '@dilemma/app-runtime'
import { Box, Modal, Text } from '@dilemma/design-system'
import type { ActivePopup } from './api/useActivePopup'
import type { PopupImageSize } from './prepareSitePopup'

export interface SitePopupModalProps {
  popup: ActivePopup
  /** The picture's own size, when known: width and height attributes reserve its place. */
  imageSize: PopupImageSize | null
  opened: boolean
  onClose: () => void
}

/** The site popup's dialog, fetched once there is an active popup (off the first page otherwise). */
export default function SitePopupModal({ popup, imageSize, opened, onClose }: SitePopupModalProps) {
  const intl = useIntl()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={intl.formatMessage({ id: 'shell.sitePopup.title' })}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'shell.sitePopup.close' }) }}
    >
      <Box
        component="img"
        src={popup.image_url}
        // The description is read below; the picture itself is named once, generically.
        alt={intl.formatMessage({ id: 'shell.sitePopup.imageAlt' })}
        width={imageSize?.width}
        height={imageSize?.height}
        display="block"
        maw="100%"
        h="auto"
        mx="auto"
        bdrs="md"
      />
      {popup.description && (
        <Text mt="md" className="dilemma-pre-line">
          {popup.description}
        </Text>
      )}
    </Modal>
  )
}
