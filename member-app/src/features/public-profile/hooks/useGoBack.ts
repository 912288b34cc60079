import { useLocation, useNavigate } from '@dilemma/app-runtime'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

/**
 * Back to where the reader came from; to the feed when the page was the first one opened in this
 * tab (a shared link), where going back would leave the app.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate()
  const { key } = useLocation()
  return () => void (key === 'default' ? navigate(CLIENT_PATHS.feed) : navigate(-1))
}
