export declare const brandColors: {
  readonly theme: string
  readonly background: string
}
