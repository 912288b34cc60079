/** The client's pages by name; `:name` marks a parameter, as React Router writes it. */
export declare const CLIENT_PATHS: {
  readonly landing: '/'
  readonly login: '/login'
  readonly register: '/register'
  readonly forgotPassword: '/forgot-password'
  readonly resetPassword: '/reset-password'
  readonly authSuccess: '/auth-success'
  readonly feed: '/feed'
  readonly post: '/post/:postId'
  readonly profile: '/profile'
  readonly publicProfile: '/user/:userId'
  readonly premium: '/premium'
  readonly payment: '/payment'
  readonly faq: '/faq'
  readonly terms: '/terms'
  readonly privacy: '/privacy'
  readonly impressum: '/impressum'
  /** The admin console (the admin remote owns it and everything under it). */
  readonly console: '/madmin'
}

export type ClientPage = keyof typeof CLIENT_PATHS

/** The parameter names of a path pattern: `'postId'` for `/post/:postId`. */
type ParameterNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParameterNames<Rest>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never

/** The values a page's path needs: `{ postId }` for `post`, nothing for `feed`. */
export type ClientPathParams<Page extends ClientPage> = {
  readonly [Name in ParameterNames<(typeof CLIENT_PATHS)[Page]>]: string | number
}

/** A link's query string, by name; an undefined value is left out. */
export type ClientPathQuery = Readonly<Record<string, string | number | boolean | undefined>>

/** A page's path with its parameters filled in, and a query string if given. */
export declare function clientPath<Page extends ClientPage>(
  page: Page,
  ...rest: [ParameterNames<(typeof CLIENT_PATHS)[Page]>] extends [never]
    ? [params?: ClientPathParams<Page>, query?: ClientPathQuery]
    : [params: ClientPathParams<Page>, query?: ClientPathQuery]
): string
