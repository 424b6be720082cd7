import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
// Registered at runtime by tests/unit/setup.ts; imported here for the matcher types,
// which tsconfig.app.json (src only) does not otherwise see.
import '@testing-library/jest-dom/vitest';
import {
  CANCELLATION_TIERS,
  refundPercentForCancellation,
} from '../../../domain/cancellation-policy';
import { TermsPage } from './TermsPage';
import { TERMS_SECTIONS, tierNotice } from '../content/terms-content';

const HOUR_MS = 60 * 60 * 1000;

function renderTerms() {
  return render(
    <MemoryRouter initialEntries={['/terms']}>
      <TermsPage />
    </MemoryRouter>,
  );
}

/** The refund table's body rows as [notice, refund] texts. */
function tierRows(): [string, string][] {
  const table = screen.getByRole('table', { name: /refund for cancelling/i });
  const rows = within(table).getAllByRole('row').slice(1);
  return rows.map((row) => {
    const cells = [
      ...within(row).getAllByRole('rowheader'),
      ...within(row).getAllByRole('cell'),
    ].map((cell) => cell.textContent ?? '');
    return [cells[0] ?? '', cells[1] ?? ''];
  });
}

describe('TermsPage', () => {
  it('has one h1, the last-updated date and a contents link for every section', () => {
    renderTerms();

    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('6 December 2026')).toHaveAttribute('datetime', '2026-12-06');

    const contents = screen.getByRole('navigation', { name: 'Contents' });
    for (const section of TERMS_SECTIONS) {
      expect(within(contents).getByRole('link', { name: section.title })).toHaveAttribute(
        'href',
        `#${section.id}`,
      );
      const heading = screen.getByRole('heading', { level: 2, name: new RegExp(section.title) });
      expect(heading).toHaveAttribute('id', section.id);
    }
  });

  it('requires users to be 18 or older and DJs to have a year of experience and a review', () => {
    renderTerms();

    expect(screen.getByText(/You must be 18 or older/)).toBeInTheDocument();
    expect(screen.getByText(/at least 1 year of experience/)).toBeInTheDocument();
    expect(screen.getByText(/within 24–48 hours/)).toBeInTheDocument();
  });

  it('states the 5% platform fee, the $75 equipment fee and the 85% DJ share', () => {
    renderTerms();

    expect(screen.getByText(/pay a 5% platform fee on top of each booking/)).toBeInTheDocument();
    expect(screen.getByText(/a flat \$75 when the client needs/)).toBeInTheDocument();
    expect(screen.getByText(/DJs keep 85% of their fee on each booking/)).toBeInTheDocument();
    // The worked example is computed by quoteBooking: $150 × 4 h + $75, plus 5%.
    expect(screen.getByText(/Total the client pays: \$708\.75/)).toBeInTheDocument();
    // 85% of ($600 + $75), the DJ's share of the base cost and the equipment fee.
    expect(screen.getByText(/of the base cost and equipment fee: \$573\.75/)).toBeInTheDocument();
  });

  it('explains the card hold, the charge on acceptance and the 5-day expiry', () => {
    renderTerms();

    expect(screen.getByText(/charged only when the DJ accepts/)).toBeInTheDocument();
    expect(screen.getByText(/does not answer within 5 days/)).toBeInTheDocument();
    expect(screen.getByText(/00:00 UTC/)).toBeInTheDocument();
    expect(screen.getByText(/cancel a booking request .* at any time/)).toBeInTheDocument();
    expect(
      screen.getByText(/the client receives a full refund, whatever the notice/),
    ).toBeInTheDocument();
  });

  it('renders every cancellation tier from CANCELLATION_TIERS, in order', () => {
    renderTerms();

    const rows = tierRows();
    expect(rows).toHaveLength(CANCELLATION_TIERS.length);
    CANCELLATION_TIERS.forEach((tier, i) => {
      expect(tier.label.startsWith(tierNotice(tier))).toBe(true);
      expect(rows[i]).toEqual([tierNotice(tier), `${tier.refundPercent}%`]);
    });
    expect(rows.map(([notice]) => notice)).toEqual([
      'More than 48 hours before the event',
      '24–48 hours before the event',
      'Less than 24 hours before the event',
    ]);
  });

  it('agrees with refundPercentForCancellation at 72 h, 36 h and 12 h of notice', () => {
    renderTerms();

    const rendered = new Map(tierRows());
    const eventStart = new Date('2027-06-20T00:00:00.000Z');
    const cases = [
      { hours: 72, notice: 'More than 48 hours before the event' },
      { hours: 36, notice: '24–48 hours before the event' },
      { hours: 12, notice: 'Less than 24 hours before the event' },
    ];
    for (const { hours, notice } of cases) {
      const cancelledAt = new Date(eventStart.getTime() - hours * HOUR_MS);
      const percent = refundPercentForCancellation(eventStart, cancelledAt);
      expect(rendered.get(notice)).toBe(`${percent}%`);
    }
  });

  it('links to the contact page', () => {
    renderTerms();

    const links = screen.getAllByRole('link', { name: 'contact page' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute('href', '/contact');
  });
});
