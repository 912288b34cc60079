// Loaded on first use by ./SelectOnFirstUse: the select's dropdown brings Mantine's Combobox,
// Popover and floating-ui, which no first screen needs until someone opens it.
export { Select } from '@mantine/core'
