/** The spec's share targets (member-spec §2 Modals): a messaging app, a social network sharer, the link itself. */
export function shareLinks(postUrl: string, title: string) {
  return {
    postUrl,
    whatsApp: `https://wa.me/?text=${encodeURIComponent(`${title} ${postUrl}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(postUrl)}`,
  }
}

/**
 * The address of a post's detail page on this site (a path on the server's first screen, where
 * the share dialog is closed and shows no link).
 */
export function postUrlOf(postId: number, origin: string = import.meta.env.SSR ? '' : window.location.origin): string {
  return `${origin}/post/${postId}`
}
