/**
 * A pure function of a short string, remembered: for work that runs on every guest hit (the bot check, a path's
 * masking) where the same few inputs come again and again. At most `max` answers are kept (all are dropped when it
 * is full: simpler than least-recently-used, and a flood of new inputs costs only what it would without the memo),
 * and inputs longer than `longest` are never kept, so odd requests cannot grow it. An input that may hold a secret
 * or a contact is kept only when `keep` says the answer shows it holds none; the one exception is the session
 * cookie's signature check (session-cookie.server.ts), whose input is the credential the process is handed on
 * every request anyway.
 */
export function boundedMemo<T>(
  compute: (input: string) => T,
  {
    max = 1000,
    longest = 512,
    keep = () => true,
  }: { max?: number; longest?: number; keep?: (input: string, value: T) => boolean } = {},
) {
  const known = new Map<string, T>();
  return (input: string): T => {
    const hit = known.get(input);
    if (hit !== undefined || known.has(input)) return hit as T;
    const value = compute(input);
    if (input.length <= longest && keep(input, value)) {
      if (known.size >= max) known.clear();
      known.set(input, value);
    }
    return value;
  };
}
