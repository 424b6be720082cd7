import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContext } from '../../../components/toast/toast-context';
import { PROBLEM_DETAILS_MAX } from '../../../domain/payouts';
import { reportBookingProblem } from '../../../lib/firebase/callables';
import { parseBooking, type Booking } from '../model/booking';
import { ReportProblem, reportProblemView } from './ReportProblem';
import {
  PROBLEM_DETAILS_REQUIRED,
  PROBLEM_DETAILS_TOO_SHORT,
  checkProblemDetails,
} from './ReportProblemDialog';

vi.mock('../../../lib/firebase/callables', () => ({ reportBookingProblem: vi.fn() }));
const reportMock = vi.mocked(reportBookingProblem);

// A 4-hour gig on Apr 2, 2026 (UTC dates): reportable from Apr 2 00:00 UTC until the DJ's
// transfer is due, 24 h after the latest end anywhere (Apr 3 16:00 UTC): Apr 4 16:00 UTC.
const DURING = new Date('2026-04-03T10:00:00Z');
const BEFORE = new Date('2026-04-01T23:59:59Z');
const CLOSED = new Date('2026-04-04T16:00:00Z');

function booking(status: string, extra: Record<string, unknown> = {}): Booking {
  return parseBooking('bk_1', {
    clientUid: 'c',
    djOwnerUid: 'd',
    djName: 'Marcus Reid',
    eventDate: '2026-04-02',
    durationHours: 4,
    totalCostCents: 49988,
    status,
    ...extra,
  });
}

describe('reportProblemView', () => {
  it('offers the button to the client of a confirmed or completed booking in the window', () => {
    expect(reportProblemView(booking('confirmed'), 'client', DURING)).toEqual({ kind: 'button' });
    expect(reportProblemView(booking('completed'), 'client', DURING)).toEqual({ kind: 'button' });
    expect(
      reportProblemView(booking('completed'), 'client', new Date('2026-04-02T00:00:00Z')),
    ).toEqual({ kind: 'button' });
  });

  it('offers nothing before the event date or once the transfer is due', () => {
    expect(reportProblemView(booking('confirmed'), 'client', BEFORE)).toEqual({ kind: 'none' });
    expect(reportProblemView(booking('completed'), 'client', CLOSED)).toEqual({ kind: 'none' });
  });

  it('offers nothing on a booking that was never charged or was cancelled', () => {
    for (const status of ['pending', 'awaiting_payment', 'cancelled']) {
      expect(reportProblemView(booking(status), 'client', DURING)).toEqual({ kind: 'none' });
    }
  });

  it('never shows the DJ anything', () => {
    expect(reportProblemView(booking('completed'), 'dj', DURING)).toEqual({ kind: 'none' });
    const reported = booking('completed', { problem: { status: 'open' } });
    expect(reportProblemView(reported, 'dj', DURING)).toEqual({ kind: 'none' });
  });

  it('shows where a reported problem stands instead of the button, even after the window', () => {
    const withProblem = (status: string) => booking('completed', { problem: { status } });
    expect(reportProblemView(withProblem('open'), 'client', DURING)).toMatchObject({
      kind: 'status',
      text: 'Problem reported — under review',
    });
    expect(reportProblemView(withProblem('released'), 'client', CLOSED)).toMatchObject({
      kind: 'status',
      text: 'Resolved — payment released to the DJ',
    });
    expect(reportProblemView(withProblem('refunded'), 'client', CLOSED)).toMatchObject({
      kind: 'status',
      text: 'Refunded',
    });
  });
});

describe('checkProblemDetails', () => {
  it('requires the details, at least the minimum, and sends them trimmed', () => {
    expect(checkProblemDetails('   ')).toEqual({ ok: false, message: PROBLEM_DETAILS_REQUIRED });
    expect(checkProblemDetails('Too late')).toEqual({
      ok: false,
      message: PROBLEM_DETAILS_TOO_SHORT,
    });
    expect(checkProblemDetails('  The DJ never came.  ')).toEqual({
      ok: true,
      value: 'The DJ never came.',
    });
    expect(checkProblemDetails('x'.repeat(PROBLEM_DETAILS_MAX + 1)).ok).toBe(false);
  });
});

function show(b: Booking = booking('completed')) {
  const toast = vi.fn();
  render(
    <ToastContext.Provider value={toast}>
      <ReportProblem booking={b} viewer="client" now={DURING} />
    </ToastContext.Provider>,
  );
  return toast;
}

// The dialog's code loads on first use (ReportProblem.tsx): wait for it.
const openDialog = async () => {
  fireEvent.click(
    screen.getByRole('button', {
      name: 'Report a problem with your booking with Marcus Reid on Apr 2, 2026',
    }),
  );
  return screen.findByRole('dialog', { name: 'Report a problem' });
};

describe('ReportProblem', () => {
  beforeEach(() => {
    reportMock.mockReset();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it("explains that the DJ's payment is held, and checks the details before sending", async () => {
    show();
    const dialog = await openDialog();
    expect(dialog).toHaveAccessibleDescription(
      "Tell us what went wrong with your booking with Marcus Reid on Apr 2, 2026. We hold the DJ's payment while our team looks into it. We reply within one business day.",
    );
    const field = within(dialog).getByRole('textbox', { name: /What went wrong\?/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(PROBLEM_DETAILS_REQUIRED)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(field, { target: { value: 'Too late' } });
    expect(within(dialog).getByText(PROBLEM_DETAILS_TOO_SHORT)).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'The DJ left after one hour.' } });
    expect(within(dialog).queryByText(PROBLEM_DETAILS_TOO_SHORT)).not.toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'false');
    expect(reportMock).not.toHaveBeenCalled();
  });

  it('sends the booking and the details, then shows the report as under review', async () => {
    reportMock.mockResolvedValue({ bookingId: 'bk_1', status: 'held' });
    const toast = show();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /What went wrong\?/ }), {
      target: { value: '  The DJ left after one hour.  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(reportMock).toHaveBeenCalledWith({
        bookingId: 'bk_1',
        details: 'The DJ left after one hour.',
      }),
    );
    expect(await screen.findByText('Problem reported — under review')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.queryByRole('button', { name: /Report a problem/ })).not.toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith({
      title: 'Problem Reported',
      description:
        "We hold the DJ's payment while our team looks into it. We reply within one business day.",
    });
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    reportMock.mockRejectedValue(
      Object.assign(new Error('The time to report a problem has passed.'), {
        code: 'functions/failed-precondition',
      }),
    );
    const toast = show();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /What went wrong\?/ }), {
      target: { value: 'The DJ left after one hour.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Report Failed',
        description: 'The time to report a problem has passed.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Report a problem' })).toBeInTheDocument();
  });

  it('shows a reported problem as a status, not a button', () => {
    show(booking('completed', { problem: { status: 'released' } }));
    expect(screen.getByTestId('problem-status')).toHaveTextContent(
      'Resolved — payment released to the DJ',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
