import type { DrawerProps, ModalProps } from '@mantine/core'
import { Suspense, lazy, useEffect, useState } from 'react'
import type { ComponentType } from 'react'
import { useOpenedOnce } from './useOpenedOnce'

const loadOverlays = () => import('./mantineOverlays')

/** Fetches Mantine's overlays ahead of a dialog known to open soon (the site popup). */
export async function preloadOverlays(): Promise<void> {
  await loadOverlays()
}
const MantineModal = lazy(() => loadOverlays().then((module) => ({ default: module.Modal })))
const MantineDrawer = lazy(() => loadOverlays().then((module) => ({ default: module.Drawer })))

/** Renders nothing (and loads nothing) until the overlay opens for the first time. */
function onFirstOpen<Props extends { opened: boolean }>(Overlay: ComponentType<Props>) {
  /**
   * Mounts the overlay closed, then opens it: Mantine remembers the element to return focus to
   * only when `opened` changes after mounting, so an overlay mounted already open would leave
   * keyboard users on the page's start when it closes the first time.
   */
  function OpenedAfterMount(props: Props) {
    const [mounted, setMounted] = useState(false)
    useEffect(() => setMounted(true), [])
    return <Overlay {...props} opened={mounted && props.opened} />
  }

  function OverlayOnFirstOpen(props: Props) {
    if (!useOpenedOnce(props.opened)) return null
    return (
      <Suspense fallback={null}>
        <OpenedAfterMount {...props} />
      </Suspense>
    )
  }
  OverlayOnFirstOpen.displayName = `OnFirstOpen(${Overlay.displayName ?? 'Overlay'})`
  return OverlayOnFirstOpen
}

/** Mantine's Modal, fetched when first opened. */
export const Modal = onFirstOpen<ModalProps>(MantineModal)

/** Mantine's Drawer, fetched when first opened. */
export const Drawer = onFirstOpen<DrawerProps>(MantineDrawer)

/**
 * One of the apps' own dialogs (a component with `opened`), fetched when first opened: a page
 * does not load the code of dialogs nobody opens. `load` resolves to the component.
 */
export function lazyDialog<Props extends { opened: boolean }>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  return onFirstOpen(lazy(async () => ({ default: await load() })))
}
