import { describe, expect, it } from 'vitest';
import { applicationListSignature, rowActions, statusChip } from './application-rows';

describe('application rows', () => {
  it('offers the transitions of the domain table, named after the DJ', () => {
    const actions = (status: 'pending' | 'verified' | 'suspended') =>
      rowActions({ name: 'Marcus Reid', status }).map((a) => a.ariaLabel);
    expect(actions('pending')).toEqual(['Approve Marcus Reid', 'Reject Marcus Reid']);
    expect(actions('verified')).toEqual(['Suspend Marcus Reid']);
    expect(actions('suspended')).toEqual(['Reactivate Marcus Reid']);
  });

  it('shows a rejected application as Rejected although it is stored as suspended', () => {
    expect(statusChip({ status: 'suspended', suspendedReason: 'rejected' })).toEqual({
      label: 'Rejected',
      color: 'error',
    });
    expect(statusChip({ status: 'suspended', suspendedReason: 'suspended' }).label).toBe(
      'Suspended',
    );
    expect(statusChip({ status: 'suspended', suspendedReason: null }).label).toBe('Suspended');
    expect(statusChip({ status: 'pending', suspendedReason: null }).label).toBe('Pending');
    expect(statusChip({ status: 'verified', suspendedReason: null }).label).toBe('Verified');
  });

  it('changes the list signature when a profile or its status changes', () => {
    const ready = (items: { id: string; status: 'pending' | 'verified' }[]) =>
      ({ status: 'ready', data: items }) as const;
    const a = applicationListSignature(ready([{ id: 'a', status: 'pending' }]));
    expect(applicationListSignature(ready([{ id: 'a', status: 'pending' }]))).toBe(a);
    expect(applicationListSignature(ready([{ id: 'a', status: 'verified' }]))).not.toBe(a);
    expect(applicationListSignature(ready([]))).not.toBe(a);
    expect(applicationListSignature({ status: 'loading', data: undefined })).toBe('loading');
  });
});
