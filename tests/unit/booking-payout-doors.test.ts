// Booking code and payout code do not import each other's internals (issue 39, shape). Each side
// has one door: booking code reaches the payout services only through payout-api.ts, and payout
// code reaches the booking services only through booking-lifecycle.ts. What both use (the money
// outbox, the executor, the payment record, the logger) belongs to neither. This reads the
// services' imports as text and names every import that goes around a door.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVICES = join(__dirname, '..', '..', 'functions', 'src', 'services');
const BOOKING_DOOR = 'booking-lifecycle';
const PAYOUT_DOOR = 'payout-api';

type Side = 'booking' | 'payout' | null;

function sideOf(module: string): Side {
  if (module === PAYOUT_DOOR) return null;
  if (/^booking-/.test(module) || module === 'expire-pending') return 'booking';
  if (/^payout-/.test(module)) return 'payout';
  return null;
}

/** The sibling services a source imports (`./name`), static or type-only. */
export function siblingImports(text: string): string[] {
  return [...text.matchAll(/from '\.\/([\w-]+)'/g)].map((match) => match[1] ?? '');
}

/** Imports from `module` (text) into the other side's internals. */
export function strayImports(module: string, text: string): string[] {
  const side = sideOf(module);
  if (side === null) return [];
  return siblingImports(text).filter((target) => {
    const other = sideOf(target);
    if (other === null || other === side) return false;
    return target !== (other === 'booking' ? BOOKING_DOOR : PAYOUT_DOOR);
  });
}

describe('booking and payout services reach each other only through a door', () => {
  it('reads imports and sides the way the guard means them', () => {
    expect(strayImports('booking-transition', "import { a } from './payout-ledger';")).toEqual([
      'payout-ledger',
    ]);
    expect(strayImports('booking-transition', "import { a } from './payout-api';")).toEqual([]);
    expect(strayImports('payout-runner', "import type { b } from './booking-writes';")).toEqual([
      'booking-writes',
    ]);
    expect(strayImports('payout-runner', "import { c } from './booking-lifecycle';")).toEqual([]);
    expect(strayImports('money-outbox', "import { d } from './payout-ledger';")).toEqual([]);
  });

  it('has no import around a door', () => {
    const stray = readdirSync(SERVICES)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .flatMap((name) => {
        const module = name.replace(/\.ts$/, '');
        const text = readFileSync(join(SERVICES, name), 'utf8');
        return strayImports(module, text).map((target) => `${module} → ${target}`);
      });
    expect(stray).toEqual([]);
  });

  it('keeps each door a list of what the other side may use', () => {
    const door = readFileSync(join(SERVICES, `${PAYOUT_DOOR}.ts`), 'utf8');
    // Only re-exports: the door adds no behaviour of its own.
    expect(
      door
        .replace(/\/\/.*\n/g, '')
        .replace(/export \{[^}]*\} from '[^']+';/g, '')
        .trim(),
    ).toBe('');
  });
});
