/* The package's own declarations are misnamed (index.ts.d), so TypeScript cannot find them. */
declare module 'unicode-confusables' {
  interface ConfusablePoint {
    point: string
    similarTo?: string
  }
  const confusables: {
    isConfusing(input: string): boolean
    confusables(input: string): ConfusablePoint[]
    /** Each character replaced by its confusables.txt prototype; zero-width characters dropped. */
    rectifyConfusion(input: string): string
  }
  export default confusables
}
