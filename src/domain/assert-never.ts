/**
 * Marks a branch the type checker has proven unreachable. Put it in the
 * `default` of a switch over a union: adding a member to the union then fails
 * to compile until every switch handles it, and a bad value that slips past
 * the types at run time (untrusted data) throws instead of falling through.
 */
export function assertNever(value: never, what = 'value'): never {
  throw new Error(`Unexpected ${what}: ${describe(value)}`);
}

function describe(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    // BigInt and cyclic objects cannot be serialised; the error must still be thrown.
    return String(value);
  }
}
