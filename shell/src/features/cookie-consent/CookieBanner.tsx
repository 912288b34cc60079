import { FormattedMessage, Link, useIntl } from '@dilemma/app-runtime'
import { Anchor, Button, Group, Paper, Text } from '@dilemma/design-system'
import { useState } from 'react'
import { shellLayers } from '../../lib/layers'

export const cookieConsentStorageKey = 'dilemma.cookieConsent'

/**
 * Shown until accepted; the acceptance is stored locally. Not in the server's first screen (it
 * cannot know), so it never delays the first paint: it comes with the app, fixed over the page.
 */
export function CookieBanner() {
  const intl = useIntl()
  const [accepted, setAccepted] = useState(
    () => import.meta.env.SSR || window.localStorage.getItem(cookieConsentStorageKey) === 'accepted',
  )
  if (accepted) return null

  const accept = () => {
    window.localStorage.setItem(cookieConsentStorageKey, 'accepted')
    setAccepted(true)
  }

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
          <Anchor component={Link} to="/privacy" size="sm">
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
