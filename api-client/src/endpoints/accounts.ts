import type { HttpClient } from '../core/http-client.js'
import { formOf } from '../core/multipart-form.js'
import type {
  ChangePasswordRequest,
  CompleteRegistrationRequest,
  DataExportRequest,
  DataExportState,
  DeleteAccountRequest,
  ForgotPasswordRequest,
  RegistrationLinkResponse,
  ResetPasswordRequest,
  SuccessResponse,
  UpdateProfileRequest,
  UserResponse,
} from '@dilemma/contract'

/** Registration, password reset and the signed-in member's account settings. */
export const accountsEndpoints = (http: HttpClient) => ({
  /** Read only: whether the mailed link can still register (else 400 INVALID_OR_EXPIRED_TOKEN). */
  checkRegistrationLink: (token: string) =>
    http.get<RegistrationLinkResponse>(`/auth/registration-token/${encodeURIComponent(token)}`, {
      skipSessionRefresh: true,
    }),
  completeRegistration: (request: CompleteRegistrationRequest) =>
    http.post<UserResponse>('/auth/complete-registration', formOf({ ...request }), { skipSessionRefresh: true }),
  forgotPassword: (request: ForgotPasswordRequest) =>
    http.post<SuccessResponse>('/auth/forgot-password', request, { skipSessionRefresh: true }),
  resetPassword: (request: ResetPasswordRequest) =>
    http.post<SuccessResponse>('/auth/reset-password', request, { skipSessionRefresh: true }),
  updateProfile: (changes: UpdateProfileRequest) => http.put<UserResponse>('/users/me', formOf({ ...changes })),
  changePassword: (request: ChangePasswordRequest) => http.put<SuccessResponse>('/users/change-password', request),
  deleteAccount: (request: DeleteAccountRequest) => http.delete<SuccessResponse>('/users/me', request),
  /** Asks for the archive of her data (202, "preparing"); 429 EXPORT_TOO_SOON within 24 h of the last. */
  requestDataExport: (request: DataExportRequest) => http.post<DataExportState>('/users/me/export', request),
  /** Where her archive stands; `downloadUrl` (under /api) once it is ready. */
  dataExport: () => http.get<DataExportState>('/users/me/export'),
})
