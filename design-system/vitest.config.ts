// app-runtime's settings; `setupFiles` resolves against this package, so its tests run with
// design-system's own setup (app-runtime's plus Mantine's needs).
export { default } from '../app-runtime/vitest.config'
