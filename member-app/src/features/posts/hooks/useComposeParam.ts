import { useSearchParams, useSession } from '@dilemma/app-runtime'

/** `?compose=1` opens the add-post modal (the shell header's add button links to /feed?compose=1). */
const composeParam = 'compose'

/** The add-post modal of the page, opened by the address so that a link or a reload opens it too. */
export function useComposeParam() {
  const { user } = useSession()
  const [searchParams, setSearchParams] = useSearchParams()
  const setComposing = (composing: boolean) =>
    setSearchParams((params) => {
      if (composing) params.set(composeParam, '1')
      else params.delete(composeParam)
      return params
    })
  return {
    /** Only a signed-in member writes polls. */
    opened: searchParams.get(composeParam) === '1' && user !== null,
    open: () => setComposing(true),
    close: () => setComposing(false),
  }
}
