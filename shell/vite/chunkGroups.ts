import { fileURLToPath } from 'node:url'
import type { Rolldown } from 'vite'

const fromShell = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url))

/** Mantine's modules (`core` or `hooks`) whose path under `esm/` matches one of `paths`, without `.mjs`. */
const mantineModules = (paths: readonly string[]) =>
  new RegExp(`@mantine[\\\\/](?:core|hooks)[\\\\/]esm[\\\\/](?:${paths.join('|')})\\.mjs$`)

/**
 * What design-system's widgets share with the overlays a page without widgets can open (the site
 * popup's dialog and the alert on `/`): Rolldown's automatic chunking made two files of them
 * (CloseButton, OptionalPortal, 2 + 3 KB).
 */
const widgetsAndOverlaysMantine = mantineModules([
  'components/CloseButton/[^/\\\\]+',
  'components/Portal/(?:Portal|OptionalPortal)',
  'components/VisuallyHidden/[^/\\\\]+',
  'components/ScrollArea/utils/to-int',
  'core/DirectionProvider/DirectionProvider',
  'core/utils/(?:create-safe-context|get-default-z-index)/[^/\\\\]+',
  'utils/(?:random-id|use-callback-ref)/[^/\\\\]+',
  '(?:use-id|use-merged-ref)/[^/\\\\]+',
])

/**
 * The shell's chunk rules (docs/decisions.md, issue 27, chunk layout): fewer, larger scripts on the
 * first pages, none of them loading code its page does not run. The federation's own groups (share
 * wrappers, preload helper) keep their higher priority. A rule that no longer matches (a file
 * moved, Mantine's layout changed) costs files again, not correctness: the modules fall back to
 * Rolldown's automatic chunks.
 */
export const shellChunkGroups: Rolldown.CodeSplittingGroup[] = [
  // The member remote's loader (the federation's small `loadRemote` module) comes with the shell's
  // start: every page but /madmin… asks for it at once.
  {
    name: 'bootstrap',
    priority: 30,
    test: (id) => id === fromShell('src/bootstrap.tsx') || id.includes('__loadRemote__member'),
  },
  { name: 'mantine-base', priority: 25, includeDependenciesRecursively: false, test: widgetsAndOverlaysMantine },
  // design-system's sign-in inputs with what they import, before the widgets take them: the widgets'
  // inputs are built on the same Mantine pieces, and `/login` loads only these.
  { name: 'forms', priority: 21, test: (id) => id === fromShell('../design-system/src/forms.ts') },
  // design-system's widgets with what they import (the badges, Mantine's inputs they share only with
  // the lazy Select and the pickers, which come after them): one file instead of four.
  { name: 'widgets', priority: 20, test: (id) => id === fromShell('../design-system/src/widgets.ts') },
]
