import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
// Registered at runtime by tests/unit/setup.ts; imported here for the matcher types.
import '@testing-library/jest-dom/vitest';
import { MonthCalendar } from './MonthCalendar';

const TODAY = '2030-06-12'; // a Wednesday

function Harness({
  booked = [],
  onPick = () => undefined,
}: {
  booked?: string[];
  onPick?: (iso: string) => void;
}) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <MonthCalendar
      value={value}
      onChange={(iso) => {
        setValue(iso);
        onPick(iso);
      }}
      today={TODAY}
      bookedDates={new Set(booked)}
      monthsAhead={2}
    />
  );
}

const day = (name: string) => screen.getByRole('button', { name });

describe('MonthCalendar', () => {
  it("shows today's month with days named in full", () => {
    render(<Harness />);
    expect(screen.getByRole('heading', { name: 'June 2030' })).toBeInTheDocument();
    expect(day('June 1, 2030')).toBeInTheDocument();
    expect(day('June 30, 2030')).toBeInTheDocument();
    expect(day('June 12, 2030')).toHaveAttribute('aria-current', 'date');
  });

  it('picks a future day', () => {
    const onPick = vi.fn();
    render(<Harness onPick={onPick} />);
    fireEvent.click(day('June 20, 2030'));
    expect(onPick).toHaveBeenCalledWith('2030-06-20');
    expect(day('June 20, 2030')).toHaveAttribute('aria-pressed', 'true');
  });

  it('refuses past and booked days', () => {
    const onPick = vi.fn();
    render(<Harness booked={['2030-06-20']} onPick={onPick} />);
    expect(day('June 11, 2030')).toHaveAttribute('aria-disabled', 'true');
    expect(day('June 12, 2030')).not.toHaveAttribute('aria-disabled');
    const booked = day('June 20, 2030, booked');
    expect(booked).toHaveAttribute('aria-disabled', 'true');
    // Its visible text is the day alone, part of its name (axe label-content-name-mismatch);
    // the legend under the grid says what the strike-through means.
    expect(booked).toHaveTextContent(/^20$/);
    expect(screen.getByText('Struck-through days are booked.')).toBeVisible();
    fireEvent.click(day('June 11, 2030'));
    fireEvent.click(booked);
    expect(onPick).not.toHaveBeenCalled();
  });

  it('moves between months, not before the current one nor past the limit', () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'July 2030' })).toBeInTheDocument();
    expect(day('July 1, 2030')).not.toHaveAttribute('aria-disabled');
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'August 2030' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { name: 'July 2030' })).toBeInTheDocument();
  });

  it('has one tab stop, the first day that can be picked, and moves with the arrow keys', () => {
    render(<Harness />);
    const tabbable = screen
      .getAllByRole('button')
      .filter((b) => b.getAttribute('data-date') && b.tabIndex === 0);
    expect(tabbable.map((b) => b.getAttribute('data-date'))).toEqual(['2030-06-12']);

    day('June 12, 2030').focus();
    fireEvent.keyDown(day('June 12, 2030'), { key: 'ArrowRight' });
    expect(day('June 13, 2030')).toHaveFocus();
    fireEvent.keyDown(day('June 13, 2030'), { key: 'ArrowDown' });
    expect(day('June 20, 2030')).toHaveFocus();
    fireEvent.keyDown(day('June 20, 2030'), { key: 'End' });
    expect(day('June 22, 2030')).toHaveFocus();
  });

  it('follows the keyboard into the next month', () => {
    render(<Harness />);
    day('June 30, 2030').focus();
    fireEvent.keyDown(day('June 30, 2030'), { key: 'ArrowRight' });
    expect(screen.getByRole('heading', { name: 'July 2030' })).toBeInTheDocument();
    expect(day('July 1, 2030')).toHaveFocus();
  });

  it('does not go before the current month with the keyboard', () => {
    render(<Harness />);
    day('June 1, 2030').focus();
    fireEvent.keyDown(day('June 1, 2030'), { key: 'ArrowLeft' });
    expect(screen.getByRole('heading', { name: 'June 2030' })).toBeInTheDocument();
    expect(day('June 1, 2030')).toHaveFocus();
  });
});
