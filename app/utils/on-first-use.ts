/**
 * A value made the first time it is asked for, then kept: for statements prepared once per process, which cannot be
 * prepared when their module loads (the migrations that create their tables run after the imports).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
