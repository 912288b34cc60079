import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

/** Answers the reason dialog of a restricting decision: picks `reason`, and confirms. */
export async function giveReason(reason = 'Spam', note?: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Why?' })
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Reason' }))
  await userEvent.click(await within(dialog).findByRole('option', { name: reason }))
  if (note) await userEvent.type(within(dialog).getByRole('textbox', { name: 'Explanation (optional)' }), note)
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm with this reason' }))
  return dialog
}

/** Closes the reason dialog without a decision. */
export async function cancelReason() {
  const dialog = await screen.findByRole('dialog', { name: 'Why?' })
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
}
