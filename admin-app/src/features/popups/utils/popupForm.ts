import type { CreatePopupRequest } from '@dilemma/api-client'

/** The popup form's one rule (admin-spec §5): an image is required; the description is optional. */
export function popupFormProblem(image: File | null): 'imageRequired' | null {
  return image ? null : 'imageRequired'
}

/** What `POST /popups` gets: the image, and the description only when there is one. */
export function createPopupRequest(image: File, description: string): CreatePopupRequest {
  const text = description.trim()
  return text === '' ? { image } : { image, description: text }
}
