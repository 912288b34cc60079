// `@dilemma/design-system/pickers`: the inputs with heavy parts of their own, Select (Mantine's
// Combobox, Popover and floating-ui) and NumberInput (react-number-format). A module-federation
// singleton of its own like `widgets`, so only a screen that shows one fetches them: the sign-in
// form and the plan cards no longer do (docs/decisions.md, issue 27).
export { NumberInput, Select } from '@mantine/core'
