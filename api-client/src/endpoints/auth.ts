import { REFRESH_PATH, type HttpClient } from '../core/http-client.js'
import type {
  GoogleAuthAction,
  GoogleAuthUrlResponse,
  InitiateRegistrationRequest,
  LoginRequest,
  LoginResponse,
  SuccessResponse,
} from '@dilemma/contract'

export const authEndpoints = (http: HttpClient) => ({
  // A failed login or refresh answers 401 on its own terms; it must not trigger a session refresh.
  login: (credentials: LoginRequest) =>
    http.post<LoginResponse>('/auth/login', credentials, { skipSessionRefresh: true }),
  refresh: () => http.post<SuccessResponse>(REFRESH_PATH, undefined, { skipSessionRefresh: true }),
  logout: () => http.post<SuccessResponse>('/auth/logout'),
  logoutAll: () => http.post<SuccessResponse>('/auth/logout-all'),
  initiateRegistration: (request: InitiateRegistrationRequest) =>
    http.post<SuccessResponse>('/auth/initiate-registration', request, { skipSessionRefresh: true }),
  googleUrl: (action: GoogleAuthAction) =>
    http.get<GoogleAuthUrlResponse>('/auth/google/url', { query: { action }, skipSessionRefresh: true }),
})
