import { FormattedMessage, NavLink } from '@dilemma/app-runtime'
import { Anchor } from '@dilemma/design-system'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

const links = [
  { to: CLIENT_PATHS.feed, messageId: 'shell.header.feed' },
  { to: CLIENT_PATHS.profile, messageId: 'shell.header.profile' },
] as const

export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  return links.map(({ to, messageId }) => (
    <Anchor key={to} component={NavLink} to={to} onClick={onNavigate} fw={700} underline="hover">
      <FormattedMessage id={messageId} />
    </Anchor>
  ))
}
