import { FormattedMessage, Link, useIntl } from '@dilemma/app-runtime'
import { Anchor, Button, Group, Paper, Text } from '@dilemma/design-system'
import { useContext, useEffect, useState } from 'react'
import { shellLayers } from '../../lib/layers'
import { cookieNoticeAccepted, ServerCookieConsent, storeCookieConsent } from './cookieConsent'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

export { cookieConsentStorageKey } from './cookieConsent'

/**
 * Shown until accepted, fixed over the page; the acceptance is stored locally and in a cookie, by
 * which the server's first screen shows the notice to those who have not accepted it.
 */
export function CookieBanner() {
  const intl = useIntl()
  const acceptedOnServer = useContext(ServerCookieConsent)
  const [accepted, setAccepted] = useState(() => (import.meta.env.SSR ? acceptedOnServer : cookieNoticeAccepted()))
  useEffect(() => {
    if (accepted && !import.meta.env.SSR) storeCookieConsent()
  }, [accepted])
  if (accepted) return null

  const accept = () => setAccepted(true)

  return (
    <Paper
      role="region"
      aria-label={intl.formatMessage({ id: 'shell.cookie.label' })}
      shadow="lg"
      withBorder
      p="md"
      pos="fixed"
      bottom={16}
      left={16}
      right={16}
      maw={720}
      mx="auto"
      style={{ zIndex: shellLayers.cookieBanner }}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" flex="1 1 280px">
          <FormattedMessage id="shell.cookie.message" />{' '}
          <Anchor component={Link} to={CLIENT_PATHS.privacy} size="sm">
            <FormattedMessage id="shell.cookie.learnMore" />
          </Anchor>
        </Text>
        <Button onClick={accept}>
          <FormattedMessage id="shell.cookie.accept" />
        </Button>
      </Group>
    </Paper>
  )
}
