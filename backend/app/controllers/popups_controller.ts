import type { HttpContext } from '@adonisjs/core/http'
import { createPopupValidator, popupToggleValidator } from '#validators/moderation'
import {
  createPopup,
  deletePopup,
  listPopups,
  serializePopup,
  setPopupActive,
  visitorPopup,
} from '#actions/popups/manage_popups'

/** Site popups: the popups tab (admins only, routes) and the one every visitor sees. */
export default class PopupsController {
  async index() {
    return { success: true, popups: (await listPopups()).map(serializePopup) }
  }

  async active() {
    return { success: true, popup: await visitorPopup() }
  }

  async store({ request, response }: HttpContext) {
    const { image, description } = await request.validateUsing(createPopupValidator)
    const popup = await createPopup(image?.tmpPath, description)
    return response.status(201).json({ success: true, popup: serializePopup(popup) })
  }

  async toggle({ params, request }: HttpContext) {
    const { is_active: isActive } = await request.validateUsing(popupToggleValidator)
    return { success: true, popup: serializePopup(await setPopupActive(Number(params.id), isActive)) }
  }

  async destroy({ params }: HttpContext) {
    await deletePopup(Number(params.id))
    return { success: true, message: 'Popup deleted' }
  }
}
