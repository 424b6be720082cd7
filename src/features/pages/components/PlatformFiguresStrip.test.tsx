import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '@testing-library/jest-dom/vitest';
import { PlatformFiguresStrip } from './PlatformFiguresStrip';

describe('PlatformFiguresStrip', () => {
  it('shows the live counts and the labelled example', async () => {
    const load = vi.fn().mockResolvedValue({
      verifiedDjs: 12,
      averageRateDollars: 150,
      upcomingEvents: 9,
    });
    render(<PlatformFiguresStrip load={load} />);
    const region = screen.getByRole('region', { name: 'Spinbook in numbers' });
    expect(await within(region).findByText('12')).toBeInTheDocument();
    expect(within(region).getByText('$150/hr')).toBeInTheDocument();
    expect(within(region).getByText('9')).toBeInTheDocument();
    expect(within(region).getByText('$2,040')).toBeInTheDocument();
    expect(within(region).getByText(/^Example: a DJ at the average rate/)).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a dash for the rate while no DJ is verified', async () => {
    const load = vi.fn().mockResolvedValue({
      verifiedDjs: 0,
      averageRateDollars: null,
      upcomingEvents: 0,
    });
    render(<PlatformFiguresStrip load={load} />);
    expect(await screen.findAllByText('–')).toHaveLength(2);
  });

  it('says so when the figures cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<PlatformFiguresStrip load={() => Promise.reject(new Error('offline'))} />);
    expect(
      await screen.findByText(
        'The live figures could not be loaded right now. Please try again later.',
      ),
    ).toBeInTheDocument();
  });
});
