// `@dilemma/design-system/pickers`: the inputs with heavy parts of their own, Select (Mantine's
// Combobox, Popover and floating-ui) and NumberInput (react-number-format). A module-federation
// singleton of its own like `widgets`, so only a screen that shows one fetches them: the sign-in
// form and the plan cards no longer do (docs/adr/0032-design-system-and-app-runtime.md).
export { NumberInput, Select } from '@mantine/core'
