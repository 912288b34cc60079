import { Center, Loader } from '@mantine/core'

export interface PageLoaderProps {
  /** Accessible name of the loading indicator, already translated. */
  label: string
  /** Fill the whole viewport (start-up screen) instead of the content area. */
  fullScreen?: boolean
}

export function PageLoader({ label, fullScreen = false }: PageLoaderProps) {
  return (
    <Center mih={fullScreen ? '100vh' : 240} role="status" aria-label={label} aria-live="polite">
      <Loader size="lg" type="dots" />
    </Center>
  )
}
