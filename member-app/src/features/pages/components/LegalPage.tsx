import type { SiteFacts } from '@dilemma/api-client'
import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Text } from '@dilemma/design-system'
import { ContentPage } from './ContentPage'
import { LegalSections } from './LegalSections'
import { WithSiteFacts } from './WithSiteFacts'

/** The retention periods the privacy page names, as the server is configured (GET /site-facts). */
function retentionValues(days: SiteFacts['retentionDays']) {
  return {
    sessionDays: days.endedSessions,
    invitationDays: days.expiredInvitations,
    tokenDays: days.usedTokens,
    noticeDays: days.readNotices,
    webhookDays: days.webhookEvents,
    exportDays: days.dataExports,
  }
}

export interface LegalPageProps {
  page: 'terms' | 'privacy'
  sections: readonly string[]
  /** ISO day of the last change. */
  updated: string
}

/** A translated legal text with its last-updated date and the configured contact address. */
export function LegalPage({ page, sections, updated }: LegalPageProps) {
  const intl = useIntl()
  const date = intl.formatDate(`${updated}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' })
  return (
    <ContentPage page={page}>
      <Text size="sm" c="dimmed">
        <FormattedMessage id="member.pages.lastUpdated" values={{ date }} />
      </Text>
      <WithSiteFacts>
        {(facts) => (
          <LegalSections
            prefix={`member.${page}`}
            sections={sections}
            values={{ email: facts.contactEmail, trialDays: facts.trialDays, ...retentionValues(facts.retentionDays) }}
          />
        )}
      </WithSiteFacts>
    </ContentPage>
  )
}
