import type { en } from './messages/en/index.ts';

/** A catalog's shape: English's keys, any text (and lists, such as month names, as lists). */
type Shape<T> = T extends string
  ? string
  : T extends readonly string[]
    ? readonly string[]
    : { readonly [K in keyof T]: Shape<T[K]> };

/** Every message of the site in one language: English's keys, each language's words. */
export type Catalog = Shape<typeof en>;

/** A catalog's part (a namespace): one area of the site. */
export type Namespace = keyof Catalog;

/** One namespace's messages, for a translated catalog to `satisfies`. */
export type Messages<N extends Namespace> = Catalog[N];
