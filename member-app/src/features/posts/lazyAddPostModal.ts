import { lazyDialog } from '@dilemma/design-system'

/** The add-post dialog, fetched when first opened: the feed and the profile offer it. */
export const AddPostModal = lazyDialog(async () => (await import('./components/AddPostModal')).AddPostModal)
