import { useIntl } from '@dilemma/app-runtime'
import type { PollCardLabels } from '@dilemma/design-system/widgets'
import { useMemo } from 'react'

/** The PollCard's texts in the current language. */
export function usePollCardLabels(): PollCardLabels {
  const intl = useIntl()
  return useMemo(
    () => ({
      readMore: intl.formatMessage({ id: 'member.posts.card.readMore' }),
      showLess: intl.formatMessage({ id: 'member.posts.card.showLess' }),
      yourChoice: intl.formatMessage({ id: 'member.posts.card.yourChoice' }),
      votes: (count) => intl.formatMessage({ id: 'member.posts.card.votes' }, { count }),
      choose: (letter, text) => intl.formatMessage({ id: 'member.posts.card.choose' }, { letter, text }),
      resultOf: (letter, percent, votes) =>
        intl.formatMessage({ id: 'member.posts.card.result' }, { letter, percent, votes }),
      optionImage: (letter) => intl.formatMessage({ id: 'member.posts.card.optionImage' }, { letter }),
    }),
    [intl],
  )
}
