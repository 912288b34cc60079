// Loaded on demand by ./LazyOverlays: modal and drawer code is not part of the first page.
export { Drawer, Modal } from '@mantine/core'
