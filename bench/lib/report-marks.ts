/** A figure's mark in the tables: met or missed its target (none when it has no target). */
export const OK = '✓';
export const MISS = '✗';
export const mark = (ok: boolean | null) => (ok === null ? '' : ok ? ` ${OK}` : ` ${MISS}`);
