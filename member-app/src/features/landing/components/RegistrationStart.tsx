import {
  Alert,
  Button,
  FormattedMessage,
  Group,
  Link,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  useIntl,
} from '@dilemma/design-system'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { useInitiateRegistration } from '../api/useInitiateRegistration'
import { isValidEmail } from '../lib/isValidEmail'
import { useApiErrorText } from '../lib/useApiErrorText'
import { GoogleRegisterButton } from './GoogleRegisterButton'

type Step = 'start' | 'email' | 'confirm' | 'sent'

/** Call to action → e-mail form → confirmation (Cancel/Confirm) → "email sent". */
export function RegistrationStart() {
  const intl = useIntl()
  const [step, setStep] = useState<Step>('start')
  const [email, setEmail] = useState('')
  const [emailInvalid, setEmailInvalid] = useState(false)
  const initiate = useInitiateRegistration()
  const errorText = useApiErrorText(initiate.error, 'member.landing.cta.failed')

  const submitEmail = (event: FormEvent) => {
    event.preventDefault()
    const valid = isValidEmail(email)
    setEmailInvalid(!valid)
    if (valid) setStep('confirm')
  }

  const confirm = () => initiate.mutate(email.trim(), { onSuccess: () => setStep('sent') })

  const cancel = () => {
    initiate.reset()
    setStep('email')
  }

  if (step === 'start') {
    return (
      <Stack gap="sm" align="flex-start">
        <Group gap="sm">
          <Button size="lg" onClick={() => setStep('email')}>
            <FormattedMessage id="member.landing.cta.start" />
          </Button>
          <Button size="lg" variant="light" color="plum" component={Link} to="/feed">
            <FormattedMessage id="member.landing.cta.discover" />
          </Button>
        </Group>
        <GoogleRegisterButton />
      </Stack>
    )
  }

  if (step === 'email') {
    return (
      <Stack gap="sm" maw={440}>
        <form onSubmit={submitEmail} noValidate>
          <Stack gap="sm">
            <TextInput
              type="email"
              autoComplete="email"
              label={intl.formatMessage({ id: 'member.landing.cta.emailLabel' })}
              placeholder={intl.formatMessage({ id: 'member.landing.cta.emailPlaceholder' })}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={emailInvalid && intl.formatMessage({ id: 'member.landing.cta.emailInvalid' })}
              data-autofocus
            />
            <Button type="submit">
              <FormattedMessage id="member.landing.cta.continue" />
            </Button>
          </Stack>
        </form>
        <GoogleRegisterButton />
      </Stack>
    )
  }

  if (step === 'confirm') {
    return (
      <Paper withBorder p="lg" maw={440}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            <FormattedMessage id="member.landing.cta.confirmTitle" />
          </Title>
          <Text>
            <FormattedMessage id="member.landing.cta.confirmText" values={{ email: <strong>{email.trim()}</strong> }} />
          </Text>
          {errorText && (
            <Alert color="red" variant="light">
              {errorText}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={cancel} disabled={initiate.isPending}>
              <FormattedMessage id="member.landing.cta.cancel" />
            </Button>
            <Button onClick={confirm} loading={initiate.isPending}>
              <FormattedMessage id="member.landing.cta.confirm" />
            </Button>
          </Group>
        </Stack>
      </Paper>
    )
  }

  return (
    <Alert color="green" variant="light" title={intl.formatMessage({ id: 'member.landing.cta.sentTitle' })} maw={440}>
      <FormattedMessage id="member.landing.cta.sentText" />
    </Alert>
  )
}
