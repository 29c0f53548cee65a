/** Goes one step back in the app's own history; false when the previous entry is not a screen of this app. */
export type StepBack = () => boolean;

/** The part of the Navigation API read here (not yet in TypeScript's DOM library). */
interface NavigationHistory {
  currentEntry: NavigationHistoryEntry | null;
  entries(): NavigationHistoryEntry[];
}

/**
 * history.back() only when the previous entry belongs to this document: a page of the app reached by a client-side
 * navigation. After a reload, a pasted link or the sign-in round trip the previous entry is another document (another
 * site, or the sign-in pages), where 'Back to Reports' must not go. Browsers without the Navigation API answer false.
 */
export const historyStepBack: StepBack = () => {
  const { navigation } = window as Window & { navigation?: NavigationHistory };
  const current = navigation?.currentEntry;
  if (!navigation || !current) return false;
  const previous = navigation.entries()[current.index - 1];
  if (!previous?.sameDocument) return false;
  window.history.back();
  return true;
};
