import type { Alert as MantineAlertComponent } from '@mantine/core'
import { Suspense, lazy, useState } from 'react'
import type { ComponentProps, ComponentType } from 'react'

export type AlertProps = ComponentProps<typeof MantineAlertComponent>

let loadedAlert: ComponentType<AlertProps> | null = null

/** Fetches Mantine's Alert once; afterwards every new alert renders at once, without suspending. */
export function loadAlert() {
  return import('./mantineAlert').then((module) => {
    loadedAlert = module.Alert
    return { default: module.Alert }
  })
}

const SuspendedAlert = lazy(loadAlert)

/**
 * Mantine's Alert, fetched when the first one is shown: the first page shows none, and the alert
 * with its close button cost 1.2 KB gzip there (the first-page budget).
 */
export function Alert(props: AlertProps) {
  // Chosen once per alert: switching while shown would mount it again.
  const [Loaded] = useState(() => loadedAlert)
  if (Loaded) return <Loaded {...props} />
  return (
    <Suspense fallback={null}>
      <SuspendedAlert {...props} />
    </Suspense>
  )
}
