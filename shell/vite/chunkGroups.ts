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
 * The shell's chunk rules (docs/adr/0035-chunks-and-budgets.md): fewer, larger scripts on the
 * first pages, none of them loading code its page does not run (the member remote's are in
 * member-app/vite.config.ts). A group takes the modules it names and what they import (not what a
 * group of higher priority took first). A rule that no longer matches (a file moved, Mantine's layout changed) costs files again,
 * not correctness: the modules fall back to Rolldown's automatic chunks.
 */
export const shellChunkGroups: Rolldown.CodeSplittingGroup[] = [
  // What the page's start script (main.tsx) shares with the app's start: Vite's loader of lazy
  // chunks and `nextTask`. A file of their own, or the start script would import the whole of the
  // app's start with them.
  {
    name: 'start-helpers',
    priority: 40,
    test: (id) => id === '\0vite/preload-helper.js' || id === fromShell('src/lib/nextTask.ts'),
  },
  // The two largest libraries of the start beside it, not in it: three files of 50–70 KB on the wire
  // arrive and compile side by side (a third of the start's ~150 KB each).
  { name: 'react-dom', priority: 35, test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
  { name: 'react-router', priority: 35, test: /node_modules[\\/]react-router[\\/]/ },
  // The shell's start: every page but /madmin… runs it at once.
  { name: 'bootstrap', priority: 30, test: (id) => id === fromShell('src/bootstrap.tsx') },
  // Module federation's runtime (core, the runtime API, the external-core plugin the remotes run
  // on): one file, asked for by the start to load the member remote, and preloaded with it.
  { name: 'federation', priority: 30, test: /node_modules[\\/]@module-federation[\\/]/ },
  { name: 'mantine-base', priority: 25, includeDependenciesRecursively: false, test: widgetsAndOverlaysMantine },
  // design-system's sign-in inputs with what they import, before the widgets take them: the widgets'
  // inputs are built on the same Mantine pieces, and `/login` loads only these.
  { name: 'forms', priority: 21, test: (id) => id === fromShell('../design-system/src/forms.ts') },
  // design-system's widgets with what they import (the badges, Mantine's inputs they share only with
  // the lazy Select and the pickers, which come after them): one file instead of four.
  { name: 'widgets', priority: 20, test: (id) => id === fromShell('../design-system/src/widgets.ts') },
]
