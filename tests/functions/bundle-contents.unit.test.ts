// The production codebase carries no tooling: neither the seed scripts nor the demo catalogue
// nor the seed / clear callables, and it stays within its size budget. The emulator-only
// `demo` codebase has the tools, for /testing. Both are built in memory with the exact options
// of functions/build.mjs.
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { bundleOptions, DEFAULT_BUNDLE_BUDGET_BYTES } from '../../functions/build.mjs';

interface Bundle {
  inputs: string[];
  code: string;
}

async function bundle(codebase: 'default' | 'demo'): Promise<Bundle> {
  const options = await bundleOptions({ codebase });
  const result = await build({ ...options, write: false, sourcemap: false, logLevel: 'silent' });
  return {
    inputs: Object.keys(result.metafile?.inputs ?? {}),
    code: result.outputFiles?.map((f) => f.text).join('\n') ?? '',
  };
}

describe('functions codebases', () => {
  it('the default codebase has no seed scripts, demo catalogue or demo tools', async () => {
    const deployed = await bundle('default');
    expect(deployed.inputs.filter((p) => p.includes('scripts/'))).toEqual([]);
    expect(deployed.inputs.filter((p) => p.includes('demo-functions/'))).toEqual([]);
    expect(deployed.code).not.toContain('seedDemoData');
    expect(deployed.code).not.toContain('clearDemoData');
    // sharp (onDjImageUploaded) is a native module: loaded from node_modules, never inlined.
    expect(deployed.inputs.filter((p) => p.includes('node_modules/sharp'))).toEqual([]);
    expect(deployed.code).toContain('import("sharp")');
    // Unicode's confusables table (decision 0030) is installed beside the bundle, not inlined.
    expect(deployed.inputs.filter((p) => p.includes('node_modules/unhomoglyph'))).toEqual([]);
    expect(deployed.code).toContain('require("unhomoglyph")');
    // Control: the production callables are there.
    expect(deployed.code).toContain('systemHealth');
    expect(deployed.code).toContain('createPayment');
  }, 60_000);

  it('the default codebase stays within its size budget', async () => {
    const deployed = await bundle('default');
    const bytes = Buffer.byteLength(deployed.code);
    // Control: the measurement is of a real bundle, not an empty one.
    expect(bytes).toBeGreaterThan(100 * 1024);
    expect(bytes).toBeLessThanOrEqual(DEFAULT_BUNDLE_BUDGET_BYTES);
  }, 60_000);

  it('the demo codebase has the seed and clear tools and nothing of production', async () => {
    const demo = await bundle('demo');
    expect(demo.inputs.some((p) => p.includes('scripts/seed/seed-all.ts'))).toBe(true);
    expect(demo.code).toContain('seedDemoData');
    expect(demo.code).toContain('clearDemoData');
    // Two codebases serving one function name would collide in the emulator.
    expect(demo.inputs).not.toContain('src/index.ts');
    expect(demo.inputs).toContain('../demo-functions/src/index.ts');
    expect(demo.code).not.toContain('createPayment');
  }, 60_000);
});
