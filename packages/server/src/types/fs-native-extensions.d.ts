// The part of fs-native-extensions we use (the package ships no types).
declare module 'fs-native-extensions' {
  /** An exclusive (or `shared`) lock on the open file `fd`; false at once if another holds it. */
  export function tryLock(fd: number, opts?: { shared?: boolean }): boolean;
}
