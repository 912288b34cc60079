import { lazyDialog } from '@dilemma/design-system'

/** The add-post dialog, fetched when first opened (issue 27): the feed and the profile offer it. */
export const AddPostModal = lazyDialog(async () => (await import('./components/AddPostModal')).AddPostModal)
