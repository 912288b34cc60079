// `@dilemma/design-system/forms`: what the sign-in, registration and password forms show (text and
// password inputs, the divider between a form's ways in). A module-federation singleton of its own
// like `widgets`, so `/login`, `/register` and `/forgot-password` load these few inputs and not
// `widgets` (the feed's and later screens' parts; docs/adr/0032-design-system-and-app-runtime.md).
export { Divider, PasswordInput, TextInput } from '@mantine/core'
