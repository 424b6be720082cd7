/**
 * The one walker over untrusted nested data (form values, callable payloads):
 * depth first, in key order, it returns the path ("a.b[2].c") of the first
 * place the walk reports, or null. What it reports is configured per use:
 * `findForbiddenKey` (validate.ts) for prototype-pollution keys before yup
 * sees the data, and in functions/src `hostileDataPath` (non-plain objects and
 * those keys) and `undecodablePath` (an "@type" the protocol decoder rejects).
 */

/** What `visit` says of an object or array: report it, walk its children, or stop here. */
export type WalkVerdict = { found: string } | 'descend' | 'leaf';

export interface DataWalk {
  /** Values nested deeper than this are reported as `tooDeep(path)` rather than walked. */
  maxDepth: number;
  tooDeep(path: string): string;
  /** The keys of an object to walk, in order. */
  keys(value: object): string[];
  /** Keys reported as soon as they are met, without walking their value. */
  forbiddenKeys?: ReadonlySet<string>;
  /** Looks at each object or array before its children (default: walk them). */
  visit?(value: object, path: string): WalkVerdict;
  /** Walks an object met twice (shared or cyclic) only the first time. */
  once?: boolean;
}

/** Path of the first place in `data` the walk reports, or null. */
export function findDataPath(data: unknown, walk: DataWalk): string | null {
  const seen = walk.once ? new WeakSet<object>() : null;
  const step = (value: unknown, path: string, depth: number): string | null => {
    if (typeof value !== 'object' || value === null) return null;
    if (depth > walk.maxDepth) return walk.tooDeep(path);
    if (seen) {
      if (seen.has(value)) return null;
      seen.add(value);
    }
    const verdict = walk.visit ? walk.visit(value, path) : 'descend';
    if (verdict === 'leaf') return null;
    if (verdict !== 'descend') return verdict.found;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const found = step(value[i], `${path}[${i}]`, depth + 1);
        if (found !== null) return found;
      }
      return null;
    }
    for (const key of walk.keys(value)) {
      const keyPath = path ? `${path}.${key}` : key;
      if (walk.forbiddenKeys?.has(key)) return keyPath;
      const found = step((value as Record<string, unknown>)[key], keyPath, depth + 1);
      if (found !== null) return found;
    }
    return null;
  };
  return step(data, '', 0);
}
