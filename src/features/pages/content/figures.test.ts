import { describe, expect, it } from 'vitest';
import { exampleMonthlyEarnings } from './figures';

describe('exampleMonthlyEarnings', () => {
  it('is 85% of 4 gigs of 4 hours at the rate', () => {
    // 4 × 4 × $150 = $2,400; 85% = $2,040.
    expect(exampleMonthlyEarnings(150)).toBe('$2,040');
    expect(exampleMonthlyEarnings(50)).toBe('$680');
  });
});
