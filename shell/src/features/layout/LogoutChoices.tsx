import { FormattedMessage, useSession } from '@dilemma/app-runtime'
import { Button, Stack, Text } from '@dilemma/design-system'
import type { LogoutScope } from '@dilemma/app-runtime'

/** The spec's logout options, this device or all devices; `onChosen` closes the surrounding overlay. */
export function LogoutChoices({ onChosen }: { onChosen: () => void }) {
  const { logout } = useSession()

  const logoutFrom = (scope: LogoutScope) => {
    onChosen()
    void logout(scope)
  }

  return (
    <Stack>
      <Text>
        <FormattedMessage id="shell.logout.question" />
      </Text>
      <Button onClick={() => logoutFrom('this_device')}>
        <FormattedMessage id="shell.header.logoutThisDevice" />
      </Button>
      <Button variant="light" onClick={() => logoutFrom('all_devices')}>
        <FormattedMessage id="shell.header.logoutAllDevices" />
      </Button>
    </Stack>
  )
}
