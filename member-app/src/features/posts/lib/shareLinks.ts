/** The spec's share targets (member-spec §2 Modals): a messaging app, a social network sharer, the link itself. */
export function shareLinks(postUrl: string, title: string) {
  return {
    postUrl,
    whatsApp: `https://wa.me/?text=${encodeURIComponent(`${title} ${postUrl}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(postUrl)}`,
  }
}

/** The address of a post's detail page on this site. */
export function postUrlOf(postId: number, origin: string = window.location.origin): string {
  return `${origin}/post/${postId}`
}
