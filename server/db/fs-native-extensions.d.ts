// The package ships no types; these are the two calls the data directory lock makes (see its README).
declare module 'fs-native-extensions' {
  /** An exclusive lock on the whole file unless `shared`; false when another open file holds a conflicting one. */
  export function tryLock(fd: number, options?: { shared?: boolean }): boolean;
  export function unlock(fd: number): void;
}
