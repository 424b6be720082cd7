/**
 * True when `value` is one of `values`: the type guard behind every closed list of names
 * (statuses, roles, reasons) read from untrusted data.
 */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}
