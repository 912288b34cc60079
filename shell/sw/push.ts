/*
 * Web Push in the service worker: a notice the server sent (backend actions/notices/deliver_notices.ts,
 * its words already in her language) becomes a notification, one per poll (its `tag`: a newer
 * notice about the poll replaces the older one), and a click opens or focuses the poll, or her
 * profile for account notices. A notice marked `onlyWhileAway` (a badge: an open page shows its
 * own toast) is shown only while no window of the app is visible; Chrome asks a notification of
 * every push only in that case too (userVisibleOnly is enforced unless a page of the origin is
 * visible).
 */
/// <reference lib="webworker" />

declare const self: ServiceWorkerGlobalScope

interface PushedNotice {
  title: string
  body: string
  url: string
  tag: string
  icon: string
  lang: string
  onlyWhileAway: boolean
}

/** Only our own pages: the poll or the profile (never a link from elsewhere). */
const NOTICE_PATHS = /^\/(post\/\d+|profile)$/

function pushedNoticeOf(event: PushEvent): PushedNotice | null {
  try {
    const notice = event.data?.json() as Partial<PushedNotice> | undefined
    if (!notice || typeof notice.title !== 'string') return null
    return {
      title: notice.title,
      body: typeof notice.body === 'string' ? notice.body : '',
      url: typeof notice.url === 'string' && NOTICE_PATHS.test(notice.url) ? notice.url : '/',
      tag: typeof notice.tag === 'string' ? notice.tag : 'dilemma',
      icon: typeof notice.icon === 'string' ? notice.icon : '/pwa-192x192.png',
      lang: typeof notice.lang === 'string' ? notice.lang : '',
      onlyWhileAway: notice.onlyWhileAway === true,
    }
  } catch {
    return null
  }
}

export function listenForPushes(): void {
  self.addEventListener('push', (event) => {
    const notice = pushedNoticeOf(event)
    if (!notice) return
    event.waitUntil(showUnlessSeen(notice))
  })

  self.addEventListener('notificationclick', (event) => {
    event.notification.close()
    const path = (event.notification.data as { url?: string } | null)?.url ?? '/'
    event.waitUntil(openOrFocus(new URL(path, self.location.origin).href))
  })
}

async function showUnlessSeen(notice: PushedNotice): Promise<void> {
  if (notice.onlyWhileAway && (await anAppWindowIsVisible())) return
  await self.registration.showNotification(notice.title, {
    body: notice.body,
    tag: notice.tag,
    icon: notice.icon,
    lang: notice.lang,
    data: { url: notice.url },
  })
}

async function anAppWindowIsVisible(): Promise<boolean> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  return windows.some((client) => client.visibilityState === 'visible')
}

/** A tab already on the page is focused; else one of ours is taken there; else a new window opens. */
async function openOrFocus(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const onPage = windows.find((client) => client.url === url)
  if (onPage) {
    await onPage.focus()
    return
  }
  const ours = windows.find((client) => new URL(client.url).origin === self.location.origin)
  if (ours) {
    const moved = await ours.navigate(url).catch(() => null)
    if (moved) {
      await moved.focus()
      return
    }
  }
  await self.clients.openWindow(url)
}
