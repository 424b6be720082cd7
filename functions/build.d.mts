// Types for build.mjs, so tests can import its options.
import type { BuildOptions } from 'esbuild';

export const DEFAULT_BUNDLE_BUDGET_BYTES: number;

export function bundleOptions(options: { codebase: 'default' | 'demo' }): Promise<BuildOptions>;
