/** Leaves the app for another address (sign-in, the portal, a logout page): a full browser navigation, not a route. */
export type LeaveTo = (url: string) => void;

/** The real navigation; components take a `leaveTo` prop defaulting to it, so stories and tests pass a spy. */
export const leaveTo: LeaveTo = (url) => {
  window.location.assign(url);
};
