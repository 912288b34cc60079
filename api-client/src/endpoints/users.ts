import type { HttpClient } from '../core/http-client.js'
import type { CurrentUserResponse } from '../types.js'

export const usersEndpoints = (http: HttpClient) => ({
  me: () => http.get<CurrentUserResponse>('/users/me'),
})
