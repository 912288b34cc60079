import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@dilemma/design-system'
import { TextInput } from '@dilemma/design-system/forms'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { isValidEmail } from '@/lib/isValidEmail'
import { useApiErrorText } from '@/lib/useApiErrorText'
import { useInitiateRegistration } from './useInitiateRegistration'

type Step = 'email' | 'confirm' | 'sent'

/** E-mail → confirmation (Cancel/Confirm) → "email sent" with the spam hint and a start-over link. */
export function RegistrationEmailSteps() {
  const intl = useIntl()
  const [step, setStep] = useState<Step>('email')
  const [email, setEmail] = useState('')
  const [emailInvalid, setEmailInvalid] = useState(false)
  const initiate = useInitiateRegistration()
  const errorText = useApiErrorText(initiate.error, 'member.registration.failed')

  const submitEmail = (event: FormEvent) => {
    event.preventDefault()
    const valid = isValidEmail(email)
    setEmailInvalid(!valid)
    if (valid) setStep('confirm')
  }

  const confirm = () => initiate.mutate(email.trim(), { onSuccess: () => setStep('sent') })

  const backToEmail = () => {
    initiate.reset()
    setStep('email')
  }

  const startOver = () => {
    setEmail('')
    backToEmail()
  }

  if (step === 'email') {
    return (
      <form onSubmit={submitEmail} noValidate>
        <Stack gap="sm" maw={440}>
          <TextInput
            type="email"
            autoComplete="email"
            label={intl.formatMessage({ id: 'member.registration.emailLabel' })}
            placeholder={intl.formatMessage({ id: 'member.registration.emailPlaceholder' })}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={emailInvalid && intl.formatMessage({ id: 'member.validation.emailInvalid' })}
          />
          <Button type="submit">
            <FormattedMessage id="member.registration.continue" />
          </Button>
        </Stack>
      </form>
    )
  }

  if (step === 'confirm') {
    return (
      <Paper withBorder p="lg" maw={440}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            <FormattedMessage id="member.registration.confirmTitle" />
          </Title>
          <Text>
            <FormattedMessage
              id="member.registration.confirmText"
              values={{ email: <strong>{email.trim()}</strong> }}
            />
          </Text>
          {errorText && (
            <Alert color="red" variant="light">
              {errorText}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={backToEmail} disabled={initiate.isPending}>
              <FormattedMessage id="member.registration.cancel" />
            </Button>
            <Button onClick={confirm} loading={initiate.isPending}>
              <FormattedMessage id="member.registration.confirm" />
            </Button>
          </Group>
        </Stack>
      </Paper>
    )
  }

  return (
    <Stack gap="xs" maw={440} align="flex-start">
      <Alert color="green" variant="light" title={intl.formatMessage({ id: 'member.registration.sentTitle' })}>
        <FormattedMessage id="member.registration.sentText" />
      </Alert>
      <Button variant="subtle" onClick={startOver}>
        <FormattedMessage id="member.registration.startOver" />
      </Button>
    </Stack>
  )
}
