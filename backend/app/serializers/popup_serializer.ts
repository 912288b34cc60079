import type * as Wire from '@dilemma/contract'
import type Popup from '#models/popup'

/** What the console and members see of a popup (admin-spec §3 "Popup"). */
export function serializePopup(popup: Popup): Wire.Popup {
  return {
    id: popup.id,
    image_url: popup.imageUrl,
    description: popup.description,
    created_at: popup.createdAt.toUTC().toISO()!,
    is_active: popup.isActive,
  }
}
