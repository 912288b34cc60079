// Loaded on demand by ./LazyAlert: the alert (and its close button) is not part of the first page.
export { Alert } from '@mantine/core'
