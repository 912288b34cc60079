export declare const brandColors: {
  readonly theme: string
  readonly background: string
  readonly roseLightest: string
  readonly roseLight: string
  readonly dimmedText: string
  readonly text: string
  readonly heading: string
}
