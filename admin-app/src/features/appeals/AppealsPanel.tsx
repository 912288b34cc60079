import { useState } from 'react'
import type { AdminAppeal, AdminAppealsQuery } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Stack } from '@dilemma/design-system'
import { Select } from '@dilemma/design-system/pickers'
import { EmptyState } from '@dilemma/design-system/widgets'
import { ActionFailureAlert } from '../../lib/ActionFailureAlert'
import { PagedListTab } from '../../lib/PagedListTab'
import { useAdminAppeals } from './api/useAdminAppeals'
import { useDecideAppeal } from './api/useDecideAppeal'
import { AppealAnswerDialog } from './components/AppealAnswerDialog'
import { AppealCard } from './components/AppealCard'

const STATUSES = ['pending', 'accepted', 'rejected', 'all'] as const
type StatusFilter = NonNullable<AdminAppealsQuery['status']>

/**
 * The "Appeals" tab: members' appeals of decisions about them, the pending ones oldest first.
 * Accepting (which reverses the decision) or rejecting asks for the answer she reads.
 */
export function AppealsPanel() {
  const intl = useIntl()
  const text = (id: string) => intl.formatMessage({ id })
  const [status, setStatus] = useState<StatusFilter>('pending')
  const [page, setPage] = useState(1)
  const appeals = useAdminAppeals({ status, page })
  const decision = useDecideAppeal()
  const [answering, setAnswering] = useState<{ appeal: AdminAppeal; outcome: 'accept' | 'reject' } | null>(null)

  const filter = (
    <Select
      label={text('admin.appeals.filters.status')}
      value={status}
      data={STATUSES.map((value) => ({ value, label: text(`admin.appeals.filter.${value}`) }))}
      allowDeselect={false}
      onChange={(value) => {
        const chosen = STATUSES.find((known) => known === value)
        if (chosen) {
          setStatus(chosen)
          setPage(1)
        }
      }}
      comboboxProps={{ withinPortal: false }}
      w={200}
    />
  )

  return (
    <PagedListTab
      messagePrefix="admin.appeals"
      list={appeals}
      onPageChange={setPage}
      stats={null}
      filters={filter}
      alerts={
        <>
          {decision.isError && (
            <ActionFailureAlert
              error={decision.error}
              title={text('admin.appeals.decideError.title')}
              fallback={text('admin.appeals.decideError.fallback')}
              closeLabel={text('admin.users.dismissError')}
              onClose={decision.reset}
            />
          )}
          <AppealAnswerDialog
            key={answering ? `${answering.appeal.id}-${answering.outcome}` : 'closed'}
            outcome={answering?.outcome ?? null}
            busy={decision.isPending}
            onCancel={() => setAnswering(null)}
            onAnswer={(answer) =>
              answering && decision.mutate({ ...answering, answer }, { onSettled: () => setAnswering(null) })
            }
          />
        </>
      }
    >
      {(list) =>
        list.appeals.length === 0 ? (
          <EmptyState title={text('admin.appeals.empty')} />
        ) : (
          <Stack component="ul" gap="sm" className="dilemma-plain-list">
            {list.appeals.map((appeal) => (
              <AppealCard
                key={appeal.id}
                appeal={appeal}
                busy={decision.isPending && decision.variables?.appeal.id === appeal.id}
                onDecide={(outcome) => {
                  decision.reset()
                  setAnswering({ appeal, outcome })
                }}
              />
            ))}
          </Stack>
        )
      }
    </PagedListTab>
  )
}
