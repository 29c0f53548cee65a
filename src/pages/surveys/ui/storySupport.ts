import { expect, waitFor } from 'storybook/test';

/** Dialogs and toasts fade in: wait until `element` is fully shown before judging what is visible. */
export async function settled(element: HTMLElement) {
  await waitFor(() => expect(element).toBeVisible());
}

/**
 * react-aria's pending button announces itself through a live-region node that names the button by id, for 7 s. When
 * the button goes first (its dialog closed, or the story ended), that node names a button that is gone, which axe
 * reports; wait until it has expired.
 */
export async function announcementsExpired() {
  await waitFor(() => expect(document.querySelector('[role="img"][aria-labelledby]')).toBeNull(), { timeout: 9000 });
}
