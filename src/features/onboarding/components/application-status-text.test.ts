import { describe, expect, it } from 'vitest';
import { applicationStatusText } from './application-status-text';

describe('applicationStatusText', () => {
  it('promises a review within 24-48 hours while pending', () => {
    expect(applicationStatusText('pending', null)).toContain('under review');
    expect(applicationStatusText('pending', null)).toContain('24-48 hours');
  });

  it('words a rejection apart from a suspension', () => {
    expect(applicationStatusText('suspended', 'rejected')).toContain('not approved');
    expect(applicationStatusText('suspended', 'suspended')).toContain('suspended');
    expect(applicationStatusText('verified', null)).toContain('live');
  });
});
