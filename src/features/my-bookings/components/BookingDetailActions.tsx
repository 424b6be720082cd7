import { useEffect, useRef, useState, type RefObject } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useBookingActions, type BookingActionOptions } from '../hooks/use-booking-actions';
import type { Booking } from '../model/booking';
import type { ConfirmationReasonField } from '../model/booking-decline-view';
import {
  bookingCardView,
  type BookingActionView,
  type BookingConfirmation,
  type BookingViewContext,
  type BookingViewer,
} from '../model/booking-view';
import { BookingActionButtons } from './BookingActionButtons';
import { DeclineRequestDialog } from './DeclineRequestDialog';

interface BookingDetailActionsProps {
  booking: Booking;
  viewer: BookingViewer;
  actions: readonly BookingActionView[];
  context: BookingViewContext;
  /** Takes focus when an action removed the control that had it (the page's next steps). */
  focusAfter: RefObject<HTMLElement | null>;
}

/** The page reads its booking live: nothing else needs asking again after an action. */
const NOTHING_TO_REFRESH = () => undefined;

/**
 * The booking page's actions: the same buttons, prompts and callable as the booking's card
 * (BookingActionButtons, ConfirmDialog, DeclineRequestDialog, useBookingActions), for one
 * booking. The page's live booking shows the result; the toast says it.
 */
export function BookingDetailActions({
  booking,
  viewer,
  actions,
  context,
  focusAfter,
}: BookingDetailActionsProps) {
  const { busy, run } = useBookingActions(NOTHING_TO_REFRESH);
  const [asking, setAsking] = useState<BookingActionView | null>(null);
  // Kept after the decline's dialog closes, so it keeps its words while it fades out.
  const [declining, setDeclining] = useState<
    (BookingConfirmation & { reason: ConfirmationReasonField }) | null
  >(null);
  const working = busy.has(booking.id);

  // An action that went through replaces its button (Accept becomes Cancel): focus would fall
  // to the page's body, so it goes to what happens next, which says what changed.
  const wasWorking = useRef(working);
  useEffect(() => {
    const finished = wasWorking.current && !working;
    wasWorking.current = working;
    const active = document.activeElement;
    if (finished && (!active || active === document.body)) {
      focusAfter.current?.focus({ preventScroll: true });
    }
  }, [working, focusAfter]);

  // A demo booking's toast names no refund (decision 0043).
  const send = (action: BookingActionView, options: Omit<BookingActionOptions, 'sawStatus'> = {}) =>
    run(booking.id, action.action, {
      ...options,
      ...(booking.paymentProvider === 'demo' ? { demo: true } : {}),
      sawStatus: action.sawStatus,
    });

  const start = (action: BookingActionView) => {
    if (!action.confirm) {
      void send(action);
      return;
    }
    // The refund depends on the time: the prompt states it as of the moment it opens.
    const now = bookingCardView(booking, viewer, new Date(), context).actions;
    const fresh = now.find((a) => a.action === action.action) ?? action;
    const reason = fresh.confirm?.reason;
    if (fresh.confirm && reason) setDeclining({ ...fresh.confirm, reason });
    setAsking(fresh);
  };

  const confirm = async () => {
    if (asking) await send(asking);
    setAsking(null);
  };

  // The dialog stays open on a refusal and shows it by its field (decision 0040).
  const decline = async (reason: string | undefined): Promise<string | null> => {
    if (!asking) return null;
    const refused: { text: string | null } = { text: null };
    const taken = await send(asking, {
      ...(reason !== undefined ? { reason } : {}),
      onRefused: (text) => {
        refused.text = text;
      },
    });
    if (taken) setAsking(null);
    return refused.text;
  };

  const closed = (focusLost: boolean) => {
    if (focusLost) focusAfter.current?.focus({ preventScroll: true });
  };

  const prompt = asking?.confirm ?? null;
  return (
    <>
      <BookingActionButtons actions={actions} busy={working} onAction={start} />
      <ConfirmDialog
        open={Boolean(prompt && !prompt.reason)}
        title={prompt?.title ?? ''}
        message={prompt?.message ?? ''}
        confirmLabel={prompt?.confirmLabel ?? ''}
        cancelLabel={prompt?.dismissLabel}
        destructive={asking?.destructive ?? false}
        busy={working}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
        onClosed={closed}
      />
      {declining && (
        <DeclineRequestDialog
          open={Boolean(prompt?.reason)}
          confirmation={declining}
          busy={working}
          onConfirm={decline}
          onCancel={() => setAsking(null)}
          onClosed={closed}
        />
      )}
    </>
  );
}
