// `@dilemma/design-system/extras`: the components of screens that are not a guest's landing,
// sign-in, feed or poll page, nor on them before a dialog opens: tabs, accordion, radio and
// segmented choices, file input, text area, copy button, progress, image, and the badges. A
// module-federation singleton of its own like `widgets`, so the first screens that do without
// them no longer load them (docs/adr/0032-design-system-and-app-runtime.md).
export {
  Accordion,
  CopyButton,
  FileInput,
  Image,
  Progress,
  Radio,
  SegmentedControl,
  Tabs,
  Textarea,
} from '@mantine/core'
export { useMediaQuery } from '@mantine/hooks'
export * from './badges/index'
