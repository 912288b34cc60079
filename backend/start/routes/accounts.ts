/*
 * Invitations, registration, password reset, Google sign-in, account settings and the
 * public profile, which guests may read too.
 */
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const InvitationsController = () => import('#controllers/invitations_controller')
const RegistrationController = () => import('#controllers/registration_controller')
const RegistrationLinksController = () => import('#controllers/registration_links_controller')
const PasswordResetController = () => import('#controllers/password_reset_controller')
const GoogleAuthController = () => import('#controllers/google_auth_controller')
const AccountController = () => import('#controllers/account_controller')
const PublicProfilesController = () => import('#controllers/public_profiles_controller')

router
  .group(() => {
    router
      .group(() => {
        router.post('initiate-registration', [RegistrationController, 'initiate']).as('initiateRegistration')
        router.post('complete-registration', [RegistrationController, 'complete']).as('completeRegistration')
        router.get('registration-token/:token', [RegistrationLinksController, 'show']).as('registrationToken')
        router.post('forgot-password', [PasswordResetController, 'forgot']).as('forgotPassword')
        router.post('reset-password', [PasswordResetController, 'reset']).as('resetPassword')
        router.get('google/url', [GoogleAuthController, 'url']).as('google.url')
        router.get('google/callback', [GoogleAuthController, 'callback']).as('google.callback')
      })
      .prefix('auth')
      .as('auth')

    router
      .get('users/:id/public-profile', [PublicProfilesController, 'show'])
      .as('users.publicProfile')
      .where('id', router.matchers.number())

    router
      .group(() => {
        router.put('me', [AccountController, 'update']).as('update')
        router.delete('me', [AccountController, 'destroy']).as('destroy')
        router.put('change-password', [AccountController, 'changePassword']).as('changePassword')
      })
      .prefix('users')
      .as('users')
      .use(middleware.auth())

    router
      .group(() => {
        router.get('/', [InvitationsController, 'index']).as('index')
        router.post('/', [InvitationsController, 'store']).as('store')
        router.delete(':id', [InvitationsController, 'destroy']).as('destroy').where('id', router.matchers.number())
      })
      .prefix('admin/invitations')
      .as('admin.invitations')
      .use(middleware.auth())
  })
  .prefix('/api')
  .as('api')
