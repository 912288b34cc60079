/** A promise the test opens when it wants: holds an MSW answer back while the loading state is checked. */
export function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}
