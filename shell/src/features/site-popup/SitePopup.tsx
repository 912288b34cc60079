import { Box, Modal, Text, useIntl, useLocation } from '@dilemma/design-system'
import { useState } from 'react'
import { useActivePopup } from './api/useActivePopup'
import { readSeenPopupId, rememberSeenPopup } from './seenPopupStorage'
import { isSitePopupPage, isUnseenPopup } from './sitePopupRules'

/** The active site popup (member-spec §2), shown once per popup id on this device, on / and /feed. */
export function SitePopup() {
  const intl = useIntl()
  const onPopupPage = isSitePopupPage(useLocation().pathname)
  const popup = useActivePopup(onPopupPage)
  // Read once: closing updates it, so the popup closes even where storage is unavailable.
  const [seenPopupId, setSeenPopupId] = useState(readSeenPopupId)

  const opened = popup !== null && onPopupPage && isUnseenPopup(popup.id, seenPopupId)

  const close = () => {
    if (!popup) return
    rememberSeenPopup(popup.id)
    setSeenPopupId(popup.id)
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      centered
      title={intl.formatMessage({ id: 'shell.sitePopup.title' })}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'shell.sitePopup.close' }) }}
    >
      {popup && (
        <>
          <Box
            component="img"
            src={popup.image_url}
            // The description is read below; the picture itself is named once, generically.
            alt={intl.formatMessage({ id: 'shell.sitePopup.imageAlt' })}
            display="block"
            maw="100%"
            h="auto"
            mx="auto"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
          {popup.description && (
            <Text mt="md" style={{ whiteSpace: 'pre-line' }}>
              {popup.description}
            </Text>
          )}
        </>
      )}
    </Modal>
  )
}
