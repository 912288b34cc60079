import { useIntl } from '@dilemma/app-runtime'
import { Stack } from '@dilemma/design-system'
import { ActionFailureAlert } from '../../lib/ActionFailureAlert'
import { ItemListSection } from '../../lib/ItemListSection'
import { QueryGate } from '../../lib/QueryGate'
import { useDeletePopup } from './api/useDeletePopup'
import { usePopups } from './api/usePopups'
import { useSetPopupActive } from './api/useSetPopupActive'
import { PopupCard } from './components/PopupCard'
import { PopupForm } from './components/PopupForm'
import { usePopupName } from './hooks/usePopupName'

/** The popups tab (admin-spec §2): create popups, switch them on or off, delete them. */
export function PopupsPanel() {
  const intl = useIntl()
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `admin.popups.${id}` }, values)
  const popupName = usePopupName()
  const popups = usePopups()
  const activation = useSetPopupActive()
  const deletion = useDeletePopup()

  return (
    <QueryGate query={popups} messages="admin.popups">
      {(list) => (
        <Stack gap="xl">
          <PopupForm />
          <ItemListSection
            title={text('list.title', { count: list.length })}
            items={list}
            itemKey={(popup) => popup.id}
            renderItem={(popup) => (
              <PopupCard
                popup={popup}
                disabled={popups.isFetching}
                toggling={activation.isPending && activation.variables.popupId === popup.id}
                deleting={deletion.mutation.isPending && deletion.mutation.variables === popup.id}
                onToggle={() => activation.mutate({ popupId: popup.id, isActive: !popup.is_active })}
                onDelete={() => deletion.run(text('delete.confirm', { name: popupName(popup) }), popup.id)}
              />
            )}
            emptyTitle={text('empty.title')}
            emptyDescription={text('empty.description')}
          >
            {activation.isError && (
              <ActionFailureAlert
                error={activation.error}
                title={text('toggleError.title')}
                fallback={text('toggleError.fallback')}
                closeLabel={text('dismissError')}
                onClose={activation.reset}
              />
            )}
            {deletion.mutation.isError && (
              <ActionFailureAlert
                error={deletion.mutation.error}
                title={text('deleteError.title')}
                fallback={text('deleteError.fallback')}
                closeLabel={text('dismissError')}
                onClose={deletion.mutation.reset}
              />
            )}
          </ItemListSection>
        </Stack>
      )}
    </QueryGate>
  )
}
