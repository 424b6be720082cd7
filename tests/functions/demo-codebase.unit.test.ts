// The demo data tools are a second functions codebase that must never reach a real project:
// firebase.json gives it its own source folder and a predeploy that refuses any project id
// not starting with demo- (firebase-tools sets GCLOUD_PROJECT for predeploy hooks).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

interface FunctionsConfig {
  source: string;
  codebase: string;
  predeploy?: string[];
}

const functionsConfig = (
  JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as { functions: FunctionsConfig[] }
).functions;

function predeploy(project: string | undefined): number | null {
  const env: NodeJS.ProcessEnv = { ...process.env, GCLOUD_PROJECT: project };
  if (project === undefined) delete env.GCLOUD_PROJECT;
  const result = spawnSync(process.execPath, [join(ROOT, 'demo-functions', 'predeploy.mjs')], {
    env,
    encoding: 'utf8',
  });
  return result.status;
}

describe('the demo functions codebase', () => {
  it('is a second codebase with its own source folder, refused before its build', () => {
    expect(functionsConfig.map((c) => [c.codebase, c.source])).toEqual([
      ['default', 'functions'],
      ['demo', 'demo-functions'],
    ]);
    const demo = functionsConfig[1]!;
    expect(demo.predeploy?.[0]).toContain('predeploy.mjs');
  });

  it.each(['spinbook-prod', 'my-demo-project', 'Demo-spinbook', '', undefined])(
    'its predeploy refuses project %j',
    (project) => {
      expect(predeploy(project)).toBe(1);
    },
  );

  it('its predeploy lets a demo- project through (control)', () => {
    expect(predeploy('demo-spinbook')).toBe(0);
  });
});
