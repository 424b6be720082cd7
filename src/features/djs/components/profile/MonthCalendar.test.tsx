import { NO_UNAVAILABLE_DAYS } from '../../../../domain/availability';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
// Registered at runtime by tests/unit/setup.ts; imported here for the matcher types.
import '@testing-library/jest-dom/vitest';
import {
  bookableWindow,
  bookableWindowFrom,
  CALENDAR_CLOSED_NOTE,
  type BookableWindow,
} from '../../../../domain/bookable-dates';
import { CALENDAR_UNAVAILABLE_ALONE_NOTE, MonthCalendar } from './MonthCalendar';

const TODAY = '2030-06-12'; // a Wednesday
/** East of UTC, early morning: the viewer's today is still bookable (its 00:00 UTC is ahead). */
const TODAY_OPEN = bookableWindowFrom(TODAY);
/** 18:00 on June 12 in Chicago (23:00 UTC): today has closed, tomorrow is the first day. */
const TODAY_CLOSED = bookableWindow(new Date('2030-06-12T23:00:00Z'));

function Harness({
  booked = [],
  blocked = [],
  blockedWeekdays = [],
  onPick = () => undefined,
  bookable = TODAY_OPEN,
}: {
  booked?: string[];
  blocked?: string[];
  blockedWeekdays?: number[];
  onPick?: (iso: string) => void;
  bookable?: BookableWindow;
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
      bookable={bookable}
      days={{ bookedDates: booked, blockedDates: blocked, blockedWeekdays }}
      monthsAhead={2}
    />
  );
}

const day = (name: string) => screen.getByRole('button', { name });

describe('MonthCalendar', () => {
  it("shows today's month with days named in full", () => {
    render(<Harness />);
    expect(screen.getByRole('heading', { name: 'June 2030' })).toBeInTheDocument();
    expect(day('June 1, 2030, not available: past')).toBeInTheDocument();
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
    expect(day('June 11, 2030, not available: past')).toHaveAttribute('aria-disabled', 'true');
    expect(day('June 12, 2030')).not.toHaveAttribute('aria-disabled');
    const booked = day('June 20, 2030, not available: booked');
    expect(booked).toHaveAttribute('aria-disabled', 'true');
    // Its visible text is the day alone, part of its name (axe label-content-name-mismatch);
    // the legend under the grid says what the strike-through means.
    expect(booked).toHaveTextContent(/^20$/);
    expect(screen.getByText('Struck-through days are booked.')).toBeVisible();
    fireEvent.click(day('June 11, 2030, not available: past'));
    fireEvent.click(booked);
    expect(onPick).not.toHaveBeenCalled();
  });

  // Issue 41: a blocked day is unavailable, and why is nobody's business but the DJ's.
  it('refuses blocked days and weekdays, named "unavailable" with no reason', () => {
    const onPick = vi.fn();
    render(<Harness blocked={['2030-06-20']} blockedWeekdays={[1]} onPick={onPick} />);
    const blocked = day('June 20, 2030, unavailable');
    expect(blocked).toHaveAttribute('aria-disabled', 'true');
    expect(blocked).toHaveTextContent(/^20$/);
    // June 17 and 24, 2030 are Mondays.
    expect(day('June 17, 2030, unavailable')).toHaveAttribute('aria-disabled', 'true');
    expect(day('June 24, 2030, unavailable')).toHaveAttribute('aria-disabled', 'true');
    expect(day('June 18, 2030')).not.toHaveAttribute('aria-disabled');
    // Not struck through, and no legend: a blocked day is not a booked one.
    expect(screen.queryByText('Struck-through days are booked.')).toBeNull();
    // Today (June 12) is open here: no closed day, so no "other".
    expect(screen.getByText(CALENDAR_UNAVAILABLE_ALONE_NOTE)).toBeVisible();
    fireEvent.click(blocked);
    expect(onPick).not.toHaveBeenCalled();
  });

  // Issue 38: today could be picked, and the booking form then booked the 13th instead.
  it('refuses today once its 00:00 UTC has passed, saying so; tomorrow can be picked', () => {
    const onPick = vi.fn();
    render(<Harness bookable={TODAY_CLOSED} booked={['2030-06-14']} onPick={onPick} />);
    const today = day('June 12, 2030, not available: bookings closed');
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(CALENDAR_CLOSED_NOTE)).toBeVisible();
    expect(day('June 14, 2030, not available: booked')).toHaveAttribute('aria-disabled', 'true');

    fireEvent.click(today);
    fireEvent.keyDown(today, { key: 'Enter' });
    fireEvent.click(day('June 14, 2030, not available: booked'));
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);

    // The one Tab stop is the first day that can be booked, and picking it picks that day.
    const tabbable = screen
      .getAllByRole('button')
      .filter((b) => b.getAttribute('data-date') && b.tabIndex === 0);
    expect(tabbable.map((b) => b.getAttribute('data-date'))).toEqual(['2030-06-13']);
    fireEvent.click(day('June 13, 2030'));
    expect(onPick).toHaveBeenCalledExactlyOnceWith('2030-06-13');
    expect(day('June 13, 2030')).toHaveAttribute('aria-pressed', 'true');
  });

  it('says nothing about closed days while today is still bookable', () => {
    render(<Harness />);
    expect(screen.queryByText(CALENDAR_CLOSED_NOTE)).not.toBeInTheDocument();
  });

  it('stops at the last bookable day by default (2 years ahead)', () => {
    render(
      <MonthCalendar
        value="2032-06-13"
        onChange={() => undefined}
        today={TODAY}
        bookable={TODAY_CLOSED}
        days={NO_UNAVAILABLE_DAYS}
      />,
    );
    expect(screen.getByRole('heading', { name: 'June 2032' })).toBeInTheDocument();
    expect(day('June 13, 2032')).not.toHaveAttribute('aria-disabled');
    expect(day('June 14, 2032, not available: too far ahead')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
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
    const first = day('June 1, 2030, not available: past');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(screen.getByRole('heading', { name: 'June 2030' })).toBeInTheDocument();
    expect(first).toHaveFocus();
  });
});
