import { useSearchParams } from '@dilemma/app-runtime'
import { profileTabOf } from '../lib/profileTabs'

const tabParam = 'tab'

/** The open profile tab, kept in `?tab=` so that a reload or a link opens it; switching replaces the history entry. */
export function useProfileTab() {
  const [searchParams, setSearchParams] = useSearchParams()
  const selectTab = (tab: string | null) =>
    setSearchParams(
      (params) => {
        params.set(tabParam, profileTabOf(tab))
        return params
      },
      { replace: true },
    )
  return [profileTabOf(searchParams.get(tabParam)), selectTab] as const
}
