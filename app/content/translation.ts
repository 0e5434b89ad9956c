/**
 * The shape a Kinyarwanda or French content module follows: the English text's keys and list lengths, every text a
 * string. A missing key or a list one item short fails the type check; app/content/content.test.ts also checks that
 * nothing is left in English (docs/translating.md).
 */
export type Translation<T> = T extends string
  ? string
  : T extends readonly unknown[]
    ? { readonly [K in keyof T]: Translation<T[K]> }
    : T extends object
      ? { readonly [K in keyof T]: Translation<T[K]> }
      : T;
