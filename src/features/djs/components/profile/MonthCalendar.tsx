import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  CALENDAR_CLOSED_NOTE,
  DATE_REFUSAL_LABELS,
  dateRefusal,
  type BookableWindow,
  type DateRefusal,
} from '../../../../domain/bookable-dates';
import type { PublicAvailability } from '../../../../domain/unavailable-days';
import {
  addMonths,
  compareMonths,
  dateForKey,
  dayLabel,
  isBefore,
  monthGrid,
  monthOf,
  monthTitle,
  WEEKDAYS,
  type CalendarMonth,
} from './calendar-grid';
import { ChevronLeftIcon, ChevronRightIcon } from './profile-icons';

/** Under the calendar while it shows a day the DJ blocked (issue 41): never why. */
export const CALENDAR_UNAVAILABLE_NOTE = 'The DJ is not available on the other greyed-out days.';
/** The same, in a month with no closed day in it. */
export const CALENDAR_UNAVAILABLE_ALONE_NOTE = 'The DJ is not available on greyed-out days.';

interface MonthCalendarProps {
  /** The chosen day ('YYYY-MM-DD') or null. */
  value: string | null;
  onChange: (iso: string) => void;
  /** Today in the viewer's time zone: marked, its month shown first, earlier days "past". */
  today: string;
  /** The bookable dates (`bookableWindow`): the same days the booking form and server take. */
  bookable: BookableWindow;
  /** Days that cannot be chosen because the DJ is booked or has blocked them. */
  days: PublicAvailability;
  /** How many months after today's the calendar goes; by default to the window's last day. */
  monthsAhead?: number;
  /** The id of the visible label naming the calendar. */
  labelledBy?: string;
}

/**
 * A small month calendar: previous/next month buttons and a table of day
 * buttons. Keyboard: Tab reaches one day (roving tabindex), the arrow keys
 * move by a day or a week, Home/End to the start/end of the week,
 * PageUp/PageDown by a month, Enter or Space picks the day. A day that cannot
 * be booked (dateRefusal: past, closed at 00:00 UTC, too far ahead, booked, blocked)
 * stays focusable (aria-disabled) so it is announced with its reason, but
 * cannot be picked: the day picked is the day the form books (decision 0038).
 */
export function MonthCalendar({
  value,
  onChange,
  today,
  bookable,
  days: unavailableDays,
  monthsAhead,
  labelledBy,
}: MonthCalendarProps) {
  const titleId = useId();
  const firstMonth = monthOf(today);
  const lastMonth =
    monthsAhead === undefined ? monthOf(bookable.last) : addMonths(firstMonth, monthsAhead);
  const [visible, setVisible] = useState<CalendarMonth>(() =>
    value && !isBefore(value, today) ? monthOf(value) : firstMonth,
  );
  const [focused, setFocused] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const moveFocus = useRef(false);

  const weeks = monthGrid(visible);
  const days = weeks.flat().flatMap((cell) => (cell ? [cell.iso] : []));
  // Whether a day can be picked is the form's and the server's rule; only the word differs:
  // a closed day before the viewer's own today is simply "past" to them.
  const refusalOf = (iso: string): DateRefusal | null => {
    const refusal = dateRefusal(iso, bookable, unavailableDays);
    return refusal === 'closed' && isBefore(iso, today) ? 'past' : refusal;
  };
  const isUnavailable = (iso: string) => refusalOf(iso) !== null;

  // The one day reachable with Tab: the focused one, else the chosen one,
  // else the first day that can be picked, else the first of the month.
  const tabStop =
    [focused, value].find((iso): iso is string => !!iso && days.includes(iso)) ??
    days.find((iso) => !isUnavailable(iso)) ??
    days[0];

  useEffect(() => {
    if (!moveFocus.current || !focused) return;
    moveFocus.current = false;
    buttons.current.get(focused)?.focus();
  }, [focused, visible]);

  const canGoBack = compareMonths(visible, firstMonth) > 0;
  const canGoForward = compareMonths(visible, lastMonth) < 0;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, iso: string) => {
    const next = dateForKey(iso, event.key);
    if (!next) return;
    event.preventDefault();
    const month = monthOf(next);
    if (compareMonths(month, firstMonth) < 0 || compareMonths(month, lastMonth) > 0) return;
    moveFocus.current = true;
    setFocused(next);
    if (compareMonths(month, visible) !== 0) setVisible(month);
  };

  return (
    <Box role="group" aria-labelledby={labelledBy ?? titleId}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton
          aria-label="Previous month"
          onClick={() => setVisible((m) => addMonths(m, -1))}
          disabled={!canGoBack}
          size="small"
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography
          id={titleId}
          component="h3"
          variant="subtitle1"
          aria-live="polite"
          sx={{ fontWeight: 700 }}
        >
          {monthTitle(visible)}
        </Typography>
        <IconButton
          aria-label="Next month"
          onClick={() => setVisible((m) => addMonths(m, 1))}
          disabled={!canGoForward}
          size="small"
        >
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Box
        component="table"
        aria-labelledby={titleId}
        sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}
      >
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <Box
                component="th"
                key={weekday.short}
                scope="col"
                abbr={weekday.long}
                sx={{ fontSize: '0.75rem', fontWeight: 600, color: 'text.secondary', pb: 0.5 }}
              >
                {weekday.short}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((cell, d) => (
                <Box component="td" key={cell?.iso ?? `pad-${w}-${d}`} sx={{ p: 0.25 }}>
                  {cell && (
                    <DayButton
                      iso={cell.iso}
                      day={cell.day}
                      selected={cell.iso === value}
                      isToday={cell.iso === today}
                      booked={refusalOf(cell.iso) === 'booked'}
                      refusal={refusalOf(cell.iso)}
                      tabbable={cell.iso === tabStop}
                      buttonRef={(el) => {
                        if (el) buttons.current.set(cell.iso, el);
                        else buttons.current.delete(cell.iso);
                      }}
                      onFocus={() => setFocused(cell.iso)}
                      onKeyDown={(event) => onKeyDown(event, cell.iso)}
                      onPick={() => onChange(cell.iso)}
                    />
                  )}
                </Box>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
      {/* Said under the grid, not as a word in each day: a day's visible text must be part of
          its name (axe label-content-name-mismatch), and '5 Booked' is not in 'June 5, 2030,
          booked'. The name still says it. */}
      {days.some((iso) => refusalOf(iso) === 'booked') && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          Struck-through days are booked.
        </Typography>
      )}
      {/* Why today (and, late in the day west of UTC, tomorrow) is greyed out. */}
      {days.some((iso) => !isBefore(iso, today) && refusalOf(iso) === 'closed') && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {CALENDAR_CLOSED_NOTE}
        </Typography>
      )}
      {/* A blocked day is greyed out like a closed one: said apart, and without a reason. */}
      {days.some((iso) => refusalOf(iso) === 'unavailable') && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {days.some((iso) => !isBefore(iso, today) && refusalOf(iso) === 'closed')
            ? CALENDAR_UNAVAILABLE_NOTE
            : CALENDAR_UNAVAILABLE_ALONE_NOTE}
        </Typography>
      )}
    </Box>
  );
}

interface DayButtonProps {
  iso: string;
  day: number;
  selected: boolean;
  isToday: boolean;
  booked: boolean;
  /** Why the day cannot be picked, or null when it can. */
  refusal: DateRefusal | null;
  tabbable: boolean;
  buttonRef: (el: HTMLButtonElement | null) => void;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onPick: () => void;
}

function DayButton({
  iso,
  day,
  selected,
  isToday,
  booked,
  refusal,
  tabbable,
  buttonRef,
  onFocus,
  onKeyDown,
  onPick,
}: DayButtonProps) {
  const unavailable = refusal !== null;
  return (
    <Button
      ref={buttonRef}
      variant={selected ? 'contained' : isToday ? 'outlined' : 'text'}
      aria-label={
        // A blocked day says no more than that: why is the DJ's own business (issue 41).
        refusal === 'unavailable'
          ? `${dayLabel(iso)}, unavailable`
          : unavailable
            ? `${dayLabel(iso)}, not available: ${DATE_REFUSAL_LABELS[refusal]}`
            : dayLabel(iso)
      }
      aria-pressed={selected}
      aria-current={isToday ? 'date' : undefined}
      aria-disabled={unavailable || undefined}
      tabIndex={tabbable ? 0 : -1}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      onClick={() => {
        if (!unavailable) onPick();
      }}
      data-date={iso}
      sx={{
        minWidth: 0,
        width: '100%',
        height: 44,
        p: 0,
        display: 'flex',
        flexDirection: 'column',
        lineHeight: 1.1,
        fontWeight: selected || isToday ? 700 : 500,
        '&[aria-disabled="true"]': {
          color: 'text.disabled',
          cursor: 'default',
          bgcolor: 'transparent',
        },
      }}
    >
      <Box
        component="span"
        aria-hidden="true"
        sx={booked ? { textDecoration: 'line-through' } : undefined}
      >
        {day}
      </Box>
    </Button>
  );
}
