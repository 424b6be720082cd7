import { describe, expect, it } from 'vitest';
import { assertNever } from './assert-never';

describe('assertNever', () => {
  it('throws, naming the unexpected value', () => {
    expect(() => assertNever('surprise' as never)).toThrow('Unexpected value: "surprise"');
    expect(() => assertNever(42 as never, 'status')).toThrow('Unexpected status: 42');
  });

  it('copes with values JSON cannot show', () => {
    expect(() => assertNever(undefined as never)).toThrow('Unexpected value: undefined');
    expect(() => assertNever(10n as never)).toThrow('Unexpected value: 10');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => assertNever(cyclic as never)).toThrow('Unexpected value: [object Object]');
  });
});
