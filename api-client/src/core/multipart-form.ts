/** A multipart form of the fields that are set; files keep a name so the server sees an upload. */
export function formOf(fields: Record<string, string | Blob | undefined>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name)
    else if (value !== undefined) form.append(name, value)
  }
  return form
}
