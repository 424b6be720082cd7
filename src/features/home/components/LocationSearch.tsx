import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useIdle } from '../hooks/use-idle';
import { discoverPathForLocation, discoverPathNear } from './discover-path';
import type { LatLng } from '../../../domain/geo';
import { currentPlace, LOCATION_UNAVAILABLE } from '../../../lib/geolocation';
import { REDUCED_MOTION_MEDIA } from '../../../lib/reduced-motion';

/** Auto found the position but could not name it (offline, or the service failed). */
export const NAME_UNAVAILABLE =
  "Found you, but we can't name your city right now. Find DJs will search near your location.";

const IDLE_PULSE_MS = 10_000;

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 rgba(249, 168, 212, 0.7); }
  70% { box-shadow: 0 0 0 14px rgba(249, 168, 212, 0); }
  100% { box-shadow: 0 0 0 0 rgba(249, 168, 212, 0); }
`;

/**
 * The hero's location search: Enter or Find DJs goes to discover; Auto fills
 * the box from the browser's position; the box pulses after 10 s of no
 * activity to invite a search (not for people who prefer reduced motion).
 */
export function LocationSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [locating, setLocating] = useState(false);
  const idle = useIdle(IDLE_PULSE_MS);

  // Auto's position, kept while the box shows the name it was given.
  // `text` is what Auto put in the box; `place` names the search ('' when nothing does).
  const [found, setFound] = useState<{ near: LatLng; text: string; place: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(
      found && text === found.text
        ? discoverPathNear(found.near, found.place)
        : discoverPathForLocation(text),
    );
  };

  const autoLocate = async () => {
    setLocating(true);
    setNotice(null);
    try {
      let near: LatLng;
      try {
        near = await currentPlace();
      } catch (error) {
        // Permission denied or no fix: the spinner stops and the box stays as it was.
        console.warn('Geolocation unavailable', error);
        setNotice(LOCATION_UNAVAILABLE);
        return;
      }
      // The search itself needs only the position; the name is for the box.
      let label = '';
      let place = '';
      try {
        const { reverseGeocode, UNKNOWN_LOCATION } = await import('../api/reverse-geocode');
        label = await reverseGeocode(near.lat, near.lng);
        if (label !== UNKNOWN_LOCATION) place = label;
      } catch (error) {
        console.warn('Reverse geocoding failed', error);
        setNotice(NAME_UNAVAILABLE);
      }
      setFound({ near, text: label, place });
      setText(label);
    } finally {
      setLocating(false);
    }
  };

  return (
    <>
      <Paper
        component="form"
        role="search"
        onSubmit={submit}
        data-idle-pulse={idle ? 'on' : 'off'}
        sx={{
          mt: 4,
          mx: 'auto',
          maxWidth: 560,
          display: 'flex',
          alignItems: 'center',
          p: 0.75,
          gap: 1,
          ...(idle && {
            animation: `${pulse} 1.6s ease-out infinite`,
            [REDUCED_MOTION_MEDIA]: {
              animation: 'none',
              outline: '2px solid #f9a8d4',
            },
          }),
        }}
      >
        <Box sx={{ flexGrow: 1, px: 1.5 }}>
          <InputBase
            fullWidth
            placeholder="Enter your location"
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-describedby={notice ? 'location-notice' : undefined}
            inputProps={{ 'aria-label': 'Enter your location' }}
          />
        </Box>
        <Button
          type="button"
          variant="text"
          onClick={() => void autoLocate()}
          disabled={locating}
          aria-label="Auto: use my location"
          startIcon={
            locating ? <CircularProgress size={16} aria-label="Finding your location" /> : undefined
          }
        >
          Auto
        </Button>
        {/* One line at 390 px: the input gives way, not the button's label. */}
        <Button type="submit" variant="contained" sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          Find DJs
        </Button>
      </Paper>
      {/* Polite, so a screen reader hears why the box stayed empty. */}
      <Typography
        id="location-notice"
        role="status"
        variant="body2"
        sx={{ mt: 1, textAlign: 'center', minHeight: '1.5em' }}
      >
        {notice}
      </Typography>
    </>
  );
}
