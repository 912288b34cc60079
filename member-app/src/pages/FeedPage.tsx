import type { FeedSort } from '@dilemma/api-client'
import {
  FormattedMessage,
  RenderedAfterTakeOver,
  useIntl,
  useQueryClient,
  useSearchParams,
  useSession,
} from '@dilemma/app-runtime'
import { Box, Container, Drawer, Group, Stack, Title, useDisclosure } from '@dilemma/design-system'
import { useCallback, useId, useMemo, useState } from 'react'
import { AddPostModal } from '@/features/posts/lazyAddPostModal'
import { LoginPrompt } from '@/entities/post'
import { useComposeParam } from '@/features/posts/hooks/useComposeParam'
import { BackToTopButton } from '@/components/BackToTopButton'
import { FeedFiltersButton } from '@/features/feed/components/FeedFiltersButton'
import { FeedResults } from '@/features/feed/components/FeedResults'
import { FeedSearch } from '@/features/feed/components/FeedSearch'
import { FeedSidebarContent } from '@/features/feed/components/FeedSidebarContent'
import { MobileBottomBar } from '@/features/feed/components/MobileBottomBar'
import {
  defaultFeedFilters,
  feedQueryOf,
  paramsForCategory,
  paramsForSearch,
  paramsForTag,
  selectionFromParams,
  setFeedFlag,
} from '@/features/feed/lib/feedFilters'
import type { FeedFilterFlag } from '@/features/feed/lib/feedFilters'
import { feedSeedOf } from '@/features/feed/lib/firstScreenFeed'
import { MemberNotices } from '@/features/notices/MemberNotices'

/** /feed — filters, tags and categories beside a load-more list of polls. */
export function FeedPage() {
  const intl = useIntl()
  const { user } = useSession()
  const [searchParams, setSearchParams] = useSearchParams()
  const [filters, setFilters] = useState(defaultFeedFilters)
  const queryClient = useQueryClient()
  const [seed] = useState(() => feedSeedOf(queryClient))
  const [menuOpened, menu] = useDisclosure(false)
  const [loginPromptOpened, loginPrompt] = useDisclosure(false)
  const menuId = useId()
  const selection = useMemo(() => selectionFromParams(searchParams), [searchParams])
  const compose = useComposeParam()

  const select = useCallback(
    (params: URLSearchParams) => {
      setSearchParams(params)
      menu.close()
      window.scrollTo({ top: 0 })
    },
    [setSearchParams, menu],
  )
  const search = useCallback(
    (text: string) => setSearchParams(paramsForSearch(text), { replace: true }),
    [setSearchParams],
  )
  const setFlag = (flag: FeedFilterFlag, on: boolean) => setFilters((current) => setFeedFlag(current, flag, on))
  const setSort = (sort: FeedSort) => setFilters((current) => ({ ...current, sort }))
  const openAddPost = () => (user ? compose.open() : loginPrompt.open())

  const sidebarProps = {
    filters,
    selection,
    signedIn: user !== null,
    onFlagChange: setFlag,
    onSortChange: setSort,
    onTagSelect: (tagId: number) => select(paramsForTag(tagId)),
    onCategorySelect: (categoryId: number) => select(paramsForCategory(categoryId)),
  }

  return (
    // At least a screen tall from the first render: the footer stays below the fold while the
    // polls load, instead of being pushed down when they arrive (a layout shift).
    <Container size="xl" py="md" pb={96} mih="100vh">
      <Group align="flex-start" wrap="nowrap" gap="xl">
        <Box component="aside" visibleFrom="md" w={280} style={{ flexShrink: 0 }}>
          {/* Hidden on a phone: rendered after the take-over, not in it. */}
          <RenderedAfterTakeOver part="feed-sidebar">
            <FeedSidebarContent {...sidebarProps} />
          </RenderedAfterTakeOver>
        </Box>
        <Stack gap="md" style={{ flex: 1, minWidth: 0 }} maw={720} mx="auto">
          <MemberNotices />
          {/* Not sticky: the shell's site header is the one bar that hides and returns on scrolling. */}
          <Box>
            <Group justify="space-between" mb="xs" wrap="nowrap">
              <Title order={1} size="h2">
                <FormattedMessage id="member.feed.title" />
              </Title>
              <FeedFiltersButton opened={menuOpened} controls={menuId} onClick={menu.toggle} />
            </Group>
            <FeedSearch search={selection.search} onSearch={search} />
          </Box>
          <FeedResults
            query={feedQueryOf(filters, selection, seed, user !== null)}
            selection={selection}
            onClearSelection={() => select(new URLSearchParams())}
          />
        </Stack>
      </Group>
      <Drawer
        id={menuId}
        opened={menuOpened}
        onClose={menu.close}
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'member.feed.menu.close' }) }}
        title={intl.formatMessage({ id: 'member.feed.menu.title' })}
        hiddenFrom="md"
        size="sm"
      >
        <FeedSidebarContent {...sidebarProps} withTrending onNavigate={menu.close} />
      </Drawer>
      <BackToTopButton afterPx={900} />
      <MobileBottomBar onAddPost={openAddPost} />
      <AddPostModal opened={compose.opened} onClose={compose.close} />
      <LoginPrompt opened={loginPromptOpened} onClose={loginPrompt.close} />
    </Container>
  )
}
