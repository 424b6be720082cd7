// Types for build.mjs, so tests can import its options.
import type { BuildOptions } from 'esbuild';

export function bundleOptions(options: { demoTools: boolean }): Promise<BuildOptions>;
