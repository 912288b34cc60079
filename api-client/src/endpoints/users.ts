import type { HttpClient } from '../core/http-client.js'
import type { CurrentUserResponse, PublicProfileResponse } from '@dilemma/contract'

export const usersEndpoints = (http: HttpClient) => ({
  me: () => http.get<CurrentUserResponse>('/users/me'),
  /** Anyone's public profile, guests included; 404 `USER_NOT_FOUND` for unknown or deleted accounts. */
  publicProfile: (id: number) => http.get<PublicProfileResponse>(`/users/${id}/public-profile`),
})
