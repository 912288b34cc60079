import { useId as useReactId } from 'react'

/**
 * Mantine's `useId` (@mantine/hooks) without its swap: Mantine starts from React's id, then sets a
 * random one in a layout effect once mounted (a fix for React 17's server rendering). That state
 * update renders every input, menu and popover again synchronously inside the commit that mounted
 * it, and pulls that commit's passive effects into the same long task (the feed's total blocking
 * time on a phone). React 18+ ids already match on server and client; this keeps the first one. The
 * builds put it in Mantine's place (vite/mantineStableIds.js).
 */
export function useId(staticId?: string): string {
  const reactId = useReactId()
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`
}
