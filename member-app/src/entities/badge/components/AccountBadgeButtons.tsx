import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Button, Modal, useDisclosure } from '@dilemma/design-system'
import { FeatureTexts } from '@/components/FeatureTexts'
import { BadgesContent } from './BadgesContent'
import { StatsContent } from './StatsContent'
import { badgeNameTexts } from './badgeNameTexts'

/** The account tab's "View stats" and "My badges" buttons and their modals (member-spec §2). */
export function AccountBadgeButtons({ userId }: { userId: number }) {
  const intl = useIntl()
  const [statsOpened, stats] = useDisclosure(false)
  const [badgesOpened, badges] = useDisclosure(false)
  const closeLabel = { 'aria-label': intl.formatMessage({ id: 'member.badges.close' }) }
  return (
    <>
      <Button variant="light" onClick={stats.open}>
        <FormattedMessage id="member.stats.open" />
      </Button>
      <Button variant="light" onClick={badges.open}>
        <FormattedMessage id="member.badges.open" />
      </Button>
      <Modal
        opened={statsOpened}
        onClose={stats.close}
        size="lg"
        title={intl.formatMessage({ id: 'member.stats.title' })}
        closeButtonProps={closeLabel}
      >
        <StatsContent userId={userId} />
      </Modal>
      <Modal
        opened={badgesOpened}
        onClose={badges.close}
        size="xl"
        title={intl.formatMessage({ id: 'member.badges.title' })}
        closeButtonProps={closeLabel}
      >
        <FeatureTexts groups={badgeNameTexts}>
          <BadgesContent />
        </FeatureTexts>
      </Modal>
    </>
  )
}
