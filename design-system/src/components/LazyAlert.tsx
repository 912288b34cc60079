import type { Alert as MantineAlertComponent } from '@mantine/core'
import type { ComponentProps } from 'react'
import { deferredComponent } from '../lazy/deferredComponent'

export type AlertProps = ComponentProps<typeof MantineAlertComponent>

/**
 * Mantine's Alert, fetched when the first one is shown: the first page shows none, and the alert
 * with its close button cost 1.2 KB gzip there (first-page budget, docs/decisions.md).
 */
export const Alert = deferredComponent<AlertProps>(
  () => import('./mantineAlert').then((module) => module.Alert),
  () => null,
)
