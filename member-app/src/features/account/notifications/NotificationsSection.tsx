import { ALWAYS_EMAILED_TOPICS, NOTICE_CHANNELS, NOTICE_TOPICS } from '@dilemma/contract/notices'
import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Alert, Button, Group, Stack, Text } from '@dilemma/design-system'
import { Checkbox, SimpleGrid } from '@dilemma/design-system/widgets'
import { useApiErrorText } from '@/lib/useApiErrorText'
import { LoadingLine } from '../components/LoadingLine'
import { useNoticePreferences, useSetNoticePreference } from './api/useNoticePreferences'
import { useThisBrowserPush } from './api/useThisBrowserPush'

/**
 * Profile → account → notifications: this device's push (the browser asks her permission only when
 * she presses the button; on an iPhone she is told to add the app to the home screen first), and
 * one switch per topic for push and for e-mail.
 */
export function NotificationsSection() {
  const intl = useIntl()
  const preferences = useNoticePreferences()
  const setPreference = useSetNoticePreference()
  const loadError = useApiErrorText(preferences.error, 'member.account.notifications.loadFailed')
  const saveError = useApiErrorText(setPreference.error, 'member.account.notifications.saveFailed')

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        <FormattedMessage id="member.account.notifications.about" />
      </Text>
      <ThisBrowserPush />
      <div aria-live="polite">
        {preferences.isPending ? (
          <LoadingLine messageId="member.account.notifications.loading" />
        ) : preferences.isError ? (
          <Alert color="red" variant="light" role="alert">
            {loadError}
          </Alert>
        ) : (
          <Stack gap="xs">
            {NOTICE_TOPICS.map((topic) => (
              <SimpleGrid key={topic} cols={{ base: 1, xs: 3 }} spacing="xs" role="group" aria-label={topicText(topic)}>
                <Text size="sm">{topicText(topic)}</Text>
                {NOTICE_CHANNELS.map((channel) => {
                  const alwaysOn = channel === 'email' && ALWAYS_EMAILED_TOPICS.includes(topic)
                  return (
                    <Checkbox
                      key={channel}
                      label={intl.formatMessage({ id: `member.account.notifications.channel.${channel}` })}
                      description={
                        alwaysOn ? intl.formatMessage({ id: 'member.account.notifications.alwaysEmailed' }) : undefined
                      }
                      checked={alwaysOn || preferences.data[channel][topic]}
                      disabled={alwaysOn || setPreference.isPending}
                      onChange={(event) =>
                        setPreference.mutate({ channel, topic, enabled: event.currentTarget.checked })
                      }
                    />
                  )
                })}
              </SimpleGrid>
            ))}
          </Stack>
        )}
        {setPreference.isError ? (
          <Alert color="red" variant="light" role="alert" mt="xs">
            {saveError}
          </Alert>
        ) : null}
      </div>
    </Stack>
  )

  function topicText(topic: string) {
    return intl.formatMessage({ id: `member.account.notifications.topic.${topic}` })
  }
}

function ThisBrowserPush() {
  const { support, subscribed, refused, toggle } = useThisBrowserPush()
  const failed = useApiErrorText(toggle.error, 'member.account.notifications.push.failed')
  if (support === null) return null
  if (support !== 'available') {
    return (
      <Alert color={support === 'denied' ? 'yellow' : 'gray'} variant="light" role="note">
        <FormattedMessage id={`member.account.notifications.push.${support}`} />
      </Alert>
    )
  }
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Button
          variant={subscribed ? 'default' : 'filled'}
          loading={toggle.isPending || subscribed === null}
          onClick={() => toggle.mutate(!subscribed)}
        >
          <FormattedMessage id={`member.account.notifications.push.${subscribed ? 'turnOff' : 'turnOn'}`} />
        </Button>
        {subscribed ? (
          <Text size="sm" role="status">
            <FormattedMessage id="member.account.notifications.push.isOn" />
          </Text>
        ) : null}
      </Group>
      {refused ? (
        <Text size="sm" role="status">
          <FormattedMessage id="member.account.notifications.push.notAllowed" />
        </Text>
      ) : null}
      {toggle.isError ? (
        <Alert color="red" variant="light" role="alert">
          {failed}
        </Alert>
      ) : null}
    </Stack>
  )
}
