/**
 * A symbol name as a person writes it, split into its parts: containers and
 * the member's own name, joined by `::`, `.`, `->`, Lua's `:`, Ruby's `#`
 * (`Cart#save`) or PHP's namespace `\` (`App\Account::deposit`). A `#` that starts the name or follows a `.` is no
 * separator but the first character of an ECMAScript private name
 * (`#dispatch`, `Hono.#dispatch`: a private name is distinct from a
 * same-spelled public property, ECMA-262 §15.7 "PrivateIdentifier"; the
 * TypeScript / JavaScript extraction records it with its `#`), kept in the
 * part it starts (newcomer 19 #1: `callees Hono.#dispatch` asked for
 * `dispatch`).
 */

/** The separators between a name's parts (see the module comment): a `#` only after a name's character. */
export const NAME_SEPARATORS = /::|(?<=[^.:#])#|\.|->|:|\\/;

/** Whether `name` (trimmed) joins a container and a member by `::`, `.`, `->` or a separating `#` (not Lua's `:`). */
export function isQualified(name: string): boolean {
  return /::|(?<=[^.:#])#|\.|->/.test(name);
}

/** The parts of `name` (trimmed), empty ones dropped: `Hono.#dispatch` → [`Hono`, `#dispatch`], `A::b` → [`A`, `b`], `Cart#save` → [`Cart`, `save`]. */
export function nameParts(name: string): string[] {
  return name.trim().split(NAME_SEPARATORS).filter(Boolean);
}

/** Whether a member's bare name is an ECMAScript private name (`#dispatch`). */
export function isPrivateName(bare: string): boolean {
  return bare.charCodeAt(0) === 35; /* # */
}
