// What the routes and the schemas of a family both use to spell it: no zod here.

/** `application` gives `Application`, as operation ids spell a kind. */
export const capitalized = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1);

/** A family without some of its operations (a kind of service that lacks an action). */
/* #__NO_SIDE_EFFECTS__ */
export function without<T extends Record<string, unknown>, K extends keyof T>(family: T, ...names: K[]) {
  const rest = { ...family };
  for (const name of names) delete rest[name];
  return rest as Omit<T, K>;
}
