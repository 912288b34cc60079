/** The client's pages by name; `:name` marks a parameter, as React Router writes it. */
export declare const CLIENT_PATHS: {
  readonly landing: string
  readonly login: string
  readonly register: string
  readonly forgotPassword: string
  readonly resetPassword: string
  readonly authSuccess: string
  readonly feed: string
  readonly post: string
  readonly profile: string
  readonly publicProfile: string
  readonly premium: string
  readonly payment: string
  readonly faq: string
  readonly terms: string
  readonly privacy: string
  readonly impressum: string
  /** The admin console (the admin remote owns it and everything under it). */
  readonly console: string
}

export type ClientPage = keyof typeof CLIENT_PATHS
