interface Range {
  readonly min: number
  readonly max: number
}

export declare const FEED_LIMITS: {
  readonly pageSize: number
  readonly maxSeed: number
  readonly popularTags: number
  readonly popularCategories: number
}

export declare const POST_LIMITS: {
  readonly titleOnCreate: number
  readonly titleOnEdit: number
  readonly description: number
  readonly option: number
  readonly tagsPerPost: number
  readonly tagName: number
  readonly reportReason: number
  /** Odd numbers only. */
  readonly voteLimit: Range
  readonly timeLimitHours: Range
  readonly imageBytes: number
}
