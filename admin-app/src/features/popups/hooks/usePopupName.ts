import type { Popup } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'

/** How buttons, images and questions name a popup: its description, else "Popup <id>". */
export function usePopupName() {
  const intl = useIntl()
  return (popup: Popup) =>
    popup.description?.trim() || intl.formatMessage({ id: 'admin.popups.unnamed' }, { id: String(popup.id) })
}
