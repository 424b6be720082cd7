import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REVENUE_CAPTION, RevenueTable } from './RevenueTable';

describe('RevenueTable', () => {
  it('shows each month newest first with fees, Stripe fees and net in dollars and cents', () => {
    render(
      <RevenueTable
        months={[
          { month: '2026-10', bookings: 1, revenueCents: 9999, stripeFeeCents: 320 },
          { month: '2026-11', bookings: 12, revenueCents: 1234567, stripeFeeCents: 34561 },
          { month: '2026-09', bookings: 0, revenueCents: 0, stripeFeeCents: 0 },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: REVENUE_CAPTION });
    const rows = within(table).getAllByRole('row');
    const cells = rows.map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(cells).toEqual([
      ['Month', 'Bookings', 'Fees collected', 'Stripe fees', 'Net'],
      ['Nov 2026', '12', '$12,345.67', '$345.61', '$12,000.06'],
      ['Oct 2026', '1', '$99.99', '$3.20', '$96.79'],
      ['Sep 2026', '0', '$0.00', '$0.00', '$0.00'],
    ]);
  });

  it("explains what fees collected are in the table's caption", () => {
    render(<RevenueTable months={[]} />);
    expect(REVENUE_CAPTION).toContain("the client's 5% fee plus the 15% commission");
    expect(REVENUE_CAPTION).toContain('after refunds and what DJs are paid');
    expect(screen.getByRole('table', { name: REVENUE_CAPTION })).toBeInTheDocument();
  });
});
