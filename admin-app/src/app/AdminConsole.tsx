import { FormattedMessage, useIntl, useSearchParams } from '@dilemma/app-runtime'
import { Container } from '@dilemma/design-system'
import { Tabs } from '@dilemma/design-system/extras'
import type { ComponentType } from 'react'
import { AppealsPanel } from '../features/appeals/AppealsPanel'
import { AiGeneratorPanel } from '../features/ai-generator/AiGeneratorPanel'
import { AiStatsPanel } from '../features/ai-stats/AiStatsPanel'
import { AuditPanel } from '../features/audit/AuditPanel'
import { PopupsPanel } from '../features/popups/PopupsPanel'
import { PostsPanel } from '../features/posts/PostsPanel'
import { ReportsPanel } from '../features/reports/ReportsPanel'
import { TagsPanel } from '../features/tags/TagsPanel'
import { UsersPanel } from '../features/users/UsersPanel'
import { WordsPanel } from '../features/words/WordsPanel'
import { AdminHeader } from './AdminHeader'
import { adminTabs, defaultAdminTab, isAdminTab } from './adminTabs'
import type { AdminTab } from './adminTabs'

const tabPanels: Record<AdminTab, ComponentType> = {
  reports: ReportsPanel,
  appeals: AppealsPanel,
  users: UsersPanel,
  popups: PopupsPanel,
  tags: TagsPanel,
  posts: PostsPanel,
  aiStats: AiStatsPanel,
  aiGenerator: AiGeneratorPanel,
  words: WordsPanel,
  audit: AuditPanel,
}

/** /madmin: the tab frame of admin-spec §2; the open tab lives in `?tab=` so it survives a reload. */
export function AdminConsole() {
  const intl = useIntl()
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = searchParams.get('tab')
  const activeTab: AdminTab = isAdminTab(requested) ? requested : defaultAdminTab

  const openTab = (tab: string | null) => {
    if (isAdminTab(tab)) setSearchParams({ tab }, { replace: true })
  }

  return (
    <>
      <AdminHeader />
      <Container size="xl" pb="xl">
        <Tabs value={activeTab} onChange={openTab} keepMounted={false}>
          <Tabs.List aria-label={intl.formatMessage({ id: 'admin.tabs.label' })}>
            {adminTabs.map((tab) => (
              <Tabs.Tab key={tab} value={tab}>
                <FormattedMessage id={`admin.tabs.${tab}`} />
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {adminTabs.map((tab) => {
            const Panel = tabPanels[tab]
            return (
              <Tabs.Panel key={tab} value={tab} pt="lg">
                <Panel />
              </Tabs.Panel>
            )
          })}
        </Tabs>
      </Container>
    </>
  )
}
