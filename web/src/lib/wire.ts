/**
 * What the web derives from the wire types generated from core's Rust types (src/generated,
 * `npm run types`). Each of core's entities is one type for both directions, so the generated types
 * say what both allow: an id may be null because a create has none, and every field a form may
 * leave empty is `T | null`. These narrow them to one direction.
 */

/**
 * An entity as the server answers it: a stored one, so its id is always there, and so is its
 * version where it has one (docs/http.md, "Versions").
 */
export type Stored<T extends { id: number | null }> = Omit<T, 'id' | 'version'> & { id: number } & ('version' extends keyof T ? { version: number } : unknown);

/** The keys of `T` whose value may be null on the wire. */
type NullableKeys<T> = { [K in keyof T]-?: null extends T[K] ? K : never }[keyof T];

/**
 * An entity as the forms send it: a field that may be null on the wire is left out when empty
 * instead (docs/product.md §5), so it is optional and never null (an `id` only on update); the others are as on
 * the wire.
 */
export type Payload<T> = Omit<T, NullableKeys<T>> & { [K in NullableKeys<T>]?: NonNullable<T[K]> };
