/**
 * What this browser allows for push: on an iPhone or iPad Web Push works only for the app added
 * to the home screen (a standalone window), so there she is told how instead of a dead button.
 */
export type PushSupport = 'available' | 'denied' | 'add-to-home-screen' | 'unsupported'

export interface PushEnvironment {
  userAgent: string
  /** The app runs from the home screen (display-mode standalone, or iOS's navigator.standalone). */
  standalone: boolean
  hasPushManager: boolean
  hasServiceWorker: boolean
  permission: NotificationPermission | 'unsupported'
  /** iPadOS reports a Mac; only an iPad has touch points as well. */
  maxTouchPoints: number
}

function isIos({ userAgent, maxTouchPoints }: PushEnvironment): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
}

export function pushSupportOf(environment: PushEnvironment): PushSupport {
  if (isIos(environment) && !environment.standalone) return 'add-to-home-screen'
  if (!environment.hasServiceWorker || !environment.hasPushManager || environment.permission === 'unsupported') {
    return 'unsupported'
  }
  return environment.permission === 'denied' ? 'denied' : 'available'
}

/** This browser's environment, read when asked (permission changes while the page is open). */
export function currentPushEnvironment(): PushEnvironment {
  return {
    userAgent: navigator.userAgent,
    standalone:
      window.matchMedia?.('(display-mode: standalone)').matches === true ||
      (navigator as Navigator & { standalone?: boolean }).standalone === true,
    hasPushManager: 'PushManager' in window,
    hasServiceWorker: 'serviceWorker' in navigator,
    permission: 'Notification' in window ? Notification.permission : 'unsupported',
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
  }
}
