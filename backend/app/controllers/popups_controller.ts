import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import { createPopupValidator, popupToggleValidator } from '#validators/moderation'
import CreatePopup from '#actions/popups/create_popup'
import SetPopupActive from '#actions/popups/set_popup_active'
import DeletePopup from '#actions/popups/delete_popup'
import { serializePopup } from '#serializers/popup_serializer'
import { listPopups, visitorPopup } from '#queries/popups/list_popups'
import { DRY_RUN_PASSED, moderatorOf } from '#controllers/moderator'

/** Site popups: the popups tab (admins only, routes) and the one every visitor sees. */
export default class PopupsController {
  async index() {
    return { success: true, popups: (await listPopups()).map(serializePopup) } satisfies Wire.PopupsResponse
  }

  async active() {
    return { success: true, popup: await visitorPopup() } satisfies Wire.ActivePopupResponse
  }

  async store(ctx: HttpContext) {
    const { image, description } = await ctx.request.validateUsing(createPopupValidator)
    const popup = await CreatePopup.handle({
      imagePath: image?.tmpPath,
      description,
      moderator: await moderatorOf(ctx),
    })
    return ctx.response.status(201).json({ success: true, popup: serializePopup(popup) } satisfies Wire.PopupResponse)
  }

  /** Toggle and delete take `?dryRun=true`. */
  async toggle(ctx: HttpContext) {
    const { is_active: isActive } = await ctx.request.validateUsing(popupToggleValidator)
    const popup = await SetPopupActive.handle({
      popupId: Number(ctx.params.id),
      isActive,
      moderator: await moderatorOf(ctx),
    })
    return (
      popup ? { success: true, popup: serializePopup(popup) } : DRY_RUN_PASSED
    ) satisfies Wire.DryRun<Wire.PopupResponse>
  }

  async destroy(ctx: HttpContext) {
    const deleted = await DeletePopup.handle({ popupId: Number(ctx.params.id), moderator: await moderatorOf(ctx) })
    return (
      deleted ? { success: true, message: 'Popup deleted' } : DRY_RUN_PASSED
    ) satisfies Wire.DryRun<Wire.SuccessResponse>
  }
}
