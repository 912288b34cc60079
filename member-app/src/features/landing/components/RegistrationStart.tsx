import { Button, FormattedMessage, Group, Link, Stack } from '@dilemma/design-system'
import { useState } from 'react'
import { GoogleSignInButton } from '../../../components/registration/GoogleSignInButton'
import { RegistrationEmailSteps } from '../../../components/registration/RegistrationEmailSteps'

/** Call to action → the e-mail, confirmation and "email sent" steps. */
export function RegistrationStart() {
  const [started, setStarted] = useState(false)

  if (started) return <RegistrationEmailSteps />

  return (
    <Stack gap="sm" align="flex-start">
      <Group gap="sm">
        <Button size="lg" onClick={() => setStarted(true)}>
          <FormattedMessage id="member.landing.cta.start" />
        </Button>
        <Button size="lg" variant="light" color="plum" component={Link} to="/feed">
          <FormattedMessage id="member.landing.cta.discover" />
        </Button>
      </Group>
      <GoogleSignInButton action="register" />
    </Stack>
  )
}
