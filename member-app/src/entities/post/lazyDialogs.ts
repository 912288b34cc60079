import { lazyDialog } from '@dilemma/design-system'

// A poll's dialogs, fetched when first opened: a feed shows many polls and opens few.
export const ShareModal = lazyDialog(async () => (await import('./components/ShareModal')).ShareModal)
export const ReportModal = lazyDialog(async () => (await import('./components/ReportModal')).ReportModal)
export const EditPostModal = lazyDialog(async () => (await import('./components/EditPostModal')).EditPostModal)
export const DeletePostConfirm = lazyDialog(
  async () => (await import('./components/DeletePostConfirm')).DeletePostConfirm,
)
export const LoginPrompt = lazyDialog(async () => (await import('./components/LoginPrompt')).LoginPrompt)
export const VoteConfirmDialog = lazyDialog(
  async () => (await import('./components/VoteConfirmDialog')).VoteConfirmDialog,
)
