import { Container, FormattedMessage, Text, useIntl, useSearchParams } from '@dilemma/design-system'
import { Tabs } from '@dilemma/design-system/widgets'
import { AdminHeader } from './AdminHeader'
import { adminTabs, defaultAdminTab, isAdminTab } from './adminTabs'
import type { AdminTab } from './adminTabs'

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
          {adminTabs.map((tab) => (
            <Tabs.Panel key={tab} value={tab} pt="lg">
              <Text c="dimmed">
                <FormattedMessage id={`admin.panels.${tab}`} />
              </Text>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Container>
    </>
  )
}
