/*
 * The request bodies and queries of the contract (@dilemma/contract), checked against what the
 * validators accept: a validator and its contract type that drift apart fail the typecheck. Both
 * name the same fields, and what a client may send by the contract passes the validator's types
 * (which may accept more: a null, a number in place of its allowed values). Files are left out
 * (a Blob on the client, a MultipartFile here).
 */
import type { Infer } from '@vinejs/vine/types'
import type * as Wire from '@dilemma/contract'
import type * as account from '#validators/account'
import type * as ai from '#validators/ai'
import type * as audit from '#validators/audit'
import type * as auth from '#validators/auth'
import type * as moderation from '#validators/moderation'
import type * as payments from '#validators/payments'
import type * as post from '#validators/post'

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
/** The fields of every member of a union. */
type FieldsOf<T> = T extends unknown ? keyof T : never
type Follows<Sent, Accepted> = [Sent] extends [Accepted] ? Same<FieldsOf<Sent>, FieldsOf<Accepted>> : false
type Holds<Check extends true> = Check

export type RequestsFollowTheContract = [
  Holds<Follows<Wire.LoginRequest, Infer<typeof auth.loginValidator>>>,
  Holds<Follows<Wire.InitiateRegistrationRequest, Infer<typeof account.initiateRegistrationValidator>>>,
  Holds<
    Follows<
      Omit<Wire.CompleteRegistrationRequest, 'avatar'>,
      Omit<Infer<typeof account.completeRegistrationValidator>, 'avatar'>
    >
  >,
  Holds<
    Follows<Omit<Wire.UpdateProfileRequest, 'avatar'>, Omit<Infer<typeof account.updateProfileValidator>, 'avatar'>>
  >,
  Holds<Follows<Wire.ForgotPasswordRequest, Infer<typeof account.forgotPasswordValidator>>>,
  Holds<Follows<Wire.ResetPasswordRequest, Infer<typeof account.resetPasswordValidator>>>,
  Holds<Follows<Wire.ChangePasswordRequest, Infer<typeof account.changePasswordValidator>>>,
  Holds<Follows<Wire.DeleteAccountRequest, Infer<typeof account.deleteAccountValidator>>>,
  Holds<Follows<Wire.ListInvitationsQuery, Infer<typeof account.listInvitationsValidator>>>,
  Holds<Follows<Wire.CreateInvitationsRequest, Infer<typeof account.createInvitationsValidator>>>,
  Holds<Follows<Wire.AnalyzeRequest, Infer<typeof ai.analyzeValidator>>>,
  Holds<Follows<Wire.GenerateQuestionRequest, Infer<typeof ai.generateQuestionValidator>>>,
  Holds<Follows<Wire.AuditQuery, Infer<typeof audit.auditQueryValidator>>>,
  Holds<Follows<Wire.AdminUsersQuery, Infer<typeof moderation.adminUsersQueryValidator>>>,
  Holds<Follows<Wire.AdminPostsQuery, Infer<typeof moderation.adminPostsQueryValidator>>>,
  Holds<Follows<Wire.SocialCardQuery, Infer<typeof moderation.socialCardQueryValidator>>>,
  Holds<Follows<Wire.SocialCardQuestion, Infer<typeof moderation.socialCardQuestionValidator>>>,
  Holds<Follows<Wire.SuspensionRequest, Infer<typeof moderation.suspensionValidator>>>,
  Holds<Follows<Wire.StatementOfReasons, Infer<typeof moderation.statementValidator>>>,
  Holds<Follows<Wire.AppealRequest, Infer<typeof moderation.appealValidator>>>,
  Holds<Follows<Wire.AppealAnswerRequest, Infer<typeof moderation.appealAnswerValidator>>>,
  Holds<Follows<Wire.AdminAppealsQuery, Infer<typeof moderation.adminAppealsQueryValidator>>>,
  Holds<Follows<Wire.PostStatusChangeRequest, Infer<typeof moderation.postStatusChangeValidator>>>,
  Holds<Follows<Omit<Wire.CreatePopupRequest, 'image'>, Omit<Infer<typeof moderation.createPopupValidator>, 'image'>>>,
  Holds<Follows<Wire.CaptureOrderInput, Infer<typeof payments.captureOrderValidator>>>,
  Holds<Follows<Wire.CancelSubscriptionInput, Infer<typeof payments.cancelSubscriptionValidator>>>,
  Holds<Follows<Wire.FeedQuery, Infer<typeof post.feedValidator>>>,
  Holds<
    Follows<
      Omit<Wire.CreatePostRequest, `image_${Wire.OptionLetter}`>,
      Omit<Infer<typeof post.createPostValidator>, `image_${Wire.OptionLetter}`>
    >
  >,
  Holds<Follows<Wire.UpdatePostRequest, Infer<typeof post.updatePostValidator>>>,
]
