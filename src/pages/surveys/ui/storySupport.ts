import { expect, waitFor } from 'storybook/test';

/** Dialogs and toasts fade in: wait until `element` is fully shown before judging what is visible. */
export async function settled(element: HTMLElement) {
  await waitFor(() => expect(element).toBeVisible());
}
