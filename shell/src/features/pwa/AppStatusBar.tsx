import { FormattedMessage, useFeatureMessages } from '@dilemma/app-runtime'
import { Button, Container, Group, Paper, Text } from '@dilemma/design-system'
import { appStatusMessages } from './appStatusMessages'

const texts = [appStatusMessages]

export interface AppStatusBarProps {
  offline: boolean
  /** A new build is waiting: switch to it and reload the page. */
  applyUpdate: (() => void) | null
}

/** In the page's flow above the content, so it never covers a dialog or the page's own controls. */
export default function AppStatusBar({ offline, applyUpdate }: AppStatusBarProps) {
  const { status } = useFeatureMessages(texts)
  if (status !== 'ready') return null
  return (
    <Container pt="sm">
      {offline && (
        <Paper role="status" withBorder p="sm" bg="yellow.0" mb="xs">
          <Text size="sm" fw={700}>
            <FormattedMessage id="shell.appStatus.offlineTitle" />
          </Text>
          <Text size="sm">
            <FormattedMessage id="shell.appStatus.offlineText" />
          </Text>
        </Paper>
      )}
      {applyUpdate && (
        <Paper role="status" withBorder p="sm" bg="rose.0" mb="xs">
          <Group justify="space-between" gap="sm">
            <Text size="sm" flex="1 1 240px">
              <FormattedMessage id="shell.appStatus.updateText" />
            </Text>
            <Button size="sm" onClick={applyUpdate}>
              <FormattedMessage id="shell.appStatus.reload" />
            </Button>
          </Group>
        </Paper>
      )}
    </Container>
  )
}
