import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  bookableWindow,
  DURATION_DEFAULT_HOURS,
  DURATION_OPTIONS,
  isBookableDate,
  toIsoDate,
  utcDate,
} from '../../../../domain';
import { NO_BOOKED_DATES, useDjAvailability } from '../../api/use-dj-availability';
import type { DjProfile } from '../../../../lib/dj-profile';
import { dayLabel } from './calendar-grid';
import { MonthCalendar } from './MonthCalendar';
import { hourlyRateLabel, pricingLine } from './pricing-line';
import { bookPath } from './profile-links';
import { useValueFromBeforeHydration } from '../../../../components/forms/use-value-from-before-hydration';
import { renderWhenNear } from '../../../../components/layout/render-when-near';
import { useHydrated } from '../../../../lib/use-hydrated';

interface BookDjCardProps {
  dj: DjProfile;
  /** False for a profile that is not verified yet: nothing can be booked. */
  bookable: boolean;
}

/** The side card: pick a day and a length, see a sample price, go to the booking form. */
export function BookDjCard({ dj, bookable }: BookDjCardProps) {
  const headingId = useId();
  const calendarLabelId = useId();
  const chosenId = useId();
  // Read once, from one instant: the bookable dates, the same window the booking form and
  // createPayment use (decision 0038), and the viewer's today, marked on the calendar. The
  // server renders in UTC and cannot know the viewer's zone: its day until the browser has
  // taken over, so hydration sees the same calendar, then the viewer's own.
  const [{ now, bookingWindow }] = useState(() => {
    const at = new Date();
    return { now: at, bookingWindow: bookableWindow(at) };
  });
  const today = useHydrated() ? toIsoDate(now) : utcDate(now);
  const [date, setDate] = useState<string | null>(null);
  const [hours, setHours] = useState(DURATION_DEFAULT_HOURS);
  // Hours picked before the app took the server-rendered card over.
  const chooseHours = (picked: string) => setHours(Number(picked));
  const hoursRef = useValueFromBeforeHydration<HTMLSelectElement>(String(hours), chooseHours);
  const unavailableDays = useDjAvailability(dj.id).data ?? NO_BOOKED_DATES;

  // A day that became booked or blocked while the page was open is no longer chosen.
  const chosen = date && isBookableDate(date, bookingWindow, unavailableDays) ? date : null;
  const price = pricingLine(dj.hourlyRateCents, hours);

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      // Below the profile on a phone; about 760 px tall with its calendar.
      sx={{ p: { xs: 2, sm: 3 }, ...renderWhenNear(760) }}
    >
      <Typography id={headingId} variant="h5" component="h2">
        Book {dj.name}
      </Typography>
      <Typography variant="h6" component="p" sx={{ mt: 0.5, fontWeight: 700 }}>
        {hourlyRateLabel(dj.hourlyRateCents)}
      </Typography>

      <Typography id={calendarLabelId} variant="subtitle2" component="p" sx={{ mt: 2, mb: 1 }}>
        Choose a date
      </Typography>
      <MonthCalendar
        value={chosen}
        onChange={setDate}
        today={today}
        bookable={bookingWindow}
        days={unavailableDays}
        labelledBy={calendarLabelId}
      />
      <Typography
        id={chosenId}
        variant="body2"
        color="text.secondary"
        aria-live="polite"
        sx={{ mt: 1, minHeight: '1.5em' }}
      >
        {chosen ? `Selected: ${dayLabel(chosen)}` : 'No date selected yet'}
      </Typography>

      <TextField
        select
        fullWidth
        label="Hours"
        value={hours}
        onChange={(event) => chooseHours(event.target.value)}
        inputRef={hoursRef}
        slotProps={{ select: { native: true } }}
        sx={{ mt: 2 }}
      >
        {DURATION_OPTIONS.map((n) => (
          <option key={n} value={n}>
            {n} {n === 1 ? 'hour' : 'hours'}
          </option>
        ))}
      </TextField>

      {price && (
        <Typography data-testid="pricing-line" sx={{ mt: 2, fontWeight: 600 }}>
          {price}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" component="p">
        A 5% platform fee is added at checkout.
      </Typography>

      <Stack spacing={1} sx={{ mt: 2 }}>
        {bookable ? (
          <Button
            component={RouterLink}
            to={bookPath(dj.id, { date: chosen, hours })}
            variant="contained"
            color="secondary"
            size="large"
            fullWidth
            aria-describedby={chosenId}
          >
            Book Now
          </Button>
        ) : (
          <Button variant="contained" size="large" fullWidth disabled>
            Book Now
          </Button>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          You won&apos;t be charged yet
        </Typography>
      </Stack>
    </Paper>
  );
}
