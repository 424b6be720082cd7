// The deployed functions bundle carries no tooling: neither the seed scripts nor the demo
// catalogue nor the seed / clear callables. The emulator bundle has them, for /testing.
// Both are built in memory with the exact options of functions/build.mjs.
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { bundleOptions } from '../../functions/build.mjs';

interface Bundle {
  inputs: string[];
  code: string;
}

async function bundle(demoTools: boolean): Promise<Bundle> {
  const options = await bundleOptions({ demoTools });
  const result = await build({ ...options, write: false, sourcemap: false, logLevel: 'silent' });
  return {
    inputs: Object.keys(result.metafile?.inputs ?? {}),
    code: result.outputFiles?.map((f) => f.text).join('\n') ?? '',
  };
}

describe('functions bundles', () => {
  it('the deployed bundle has no seed scripts, demo catalogue or demo tools', async () => {
    const deployed = await bundle(false);
    expect(deployed.inputs.filter((p) => p.includes('scripts/'))).toEqual([]);
    expect(deployed.inputs.filter((p) => p.includes('/demo/'))).toEqual([]);
    expect(deployed.code).not.toContain('seedDemoData');
    expect(deployed.code).not.toContain('clearDemoData');
    // Control: the production callables are there.
    expect(deployed.code).toContain('systemHealth');
    expect(deployed.code).toContain('createPayment');
  }, 60_000);

  it('the emulator bundle adds the seed and clear tools', async () => {
    const emulator = await bundle(true);
    expect(emulator.inputs.some((p) => p.includes('scripts/seed/seed-all.ts'))).toBe(true);
    expect(emulator.code).toContain('seedDemoData');
    expect(emulator.code).toContain('clearDemoData');
  }, 60_000);
});
