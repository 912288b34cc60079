import { FormattedMessage } from '@dilemma/app-runtime'
import { Text } from '@dilemma/design-system'

/** "87 characters left" under a limited field; red once over the limit. */
export function CharacterCounter({ length, limit }: { length: number; limit: number }) {
  const left = limit - length
  return (
    <Text size="xs" c={left < 0 ? 'red' : 'dimmed'} ta="right" aria-live="polite">
      <FormattedMessage id="member.posts.form.charactersLeft" values={{ count: left }} />
    </Text>
  )
}
