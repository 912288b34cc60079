import { FormattedMessage, Link } from '@dilemma/app-runtime'
import { Button, Group, Loader, Stack } from '@dilemma/design-system'
import { lazy, Suspense, useState } from 'react'
import { GoogleSignInButton } from '@/components/registration/GoogleSignInButton'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

// Fetched, with its messages, when a visitor starts: not with the landing page.
const RegistrationSteps = lazy(() => import('./RegistrationStepsWithTexts'))

/** Call to action → the e-mail, confirmation and "email sent" steps. */
export function RegistrationStart() {
  const [started, setStarted] = useState(false)

  if (started) {
    return (
      <Suspense fallback={<Loader type="dots" />}>
        <RegistrationSteps />
      </Suspense>
    )
  }

  return (
    <Stack gap="sm" align="flex-start">
      <Group gap="sm">
        <Button size="lg" onClick={() => setStarted(true)}>
          <FormattedMessage id="member.landing.cta.start" />
        </Button>
        <Button size="lg" variant="light" color="plum" component={Link} to={CLIENT_PATHS.feed}>
          <FormattedMessage id="member.landing.cta.discover" />
        </Button>
      </Group>
      <GoogleSignInButton action="register" />
    </Stack>
  )
}
