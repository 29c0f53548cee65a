/**
 * react-aria's pending button announces itself through a live-region node that names the button by id, and removes
 * that node 7 s later. When the button goes first (its dialog closed), the node names nothing, which the story's axe
 * check reports. A play that ends so removes those nodes at once (only those whose every named element is gone: one
 * naming an element still shown stays for axe to check) instead of waiting the 7 s out. What a story leaves in the live
 * region is cleared before the next story by .storybook/vitest.setup.ts.
 */
export function removeOrphanedAnnouncements() {
  for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
    const ids = (node.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (ids.every((id) => !document.getElementById(id))) node.remove();
  }
}
