import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { FOCUS_TARGET_SX } from '../../../components/focus/focus-ring';
import { LoadMoreButton } from '../../../components/lists/LoadMoreButton';
import { useToast } from '../../../components/toast/toast-context';
import {
  formatNotificationTime,
  formatNotificationTimeFull,
} from '../../../domain/notification-time';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { turnOffDevice } from '../api/turn-off-device';
import { DEVICES_PAGE_SIZE, useDevices } from '../api/use-devices';
import { useThisDevice } from '../api/use-this-device';
import type { PushDevice } from '../model/device';

export const DEVICES_TEXTS = {
  title: 'Devices',
  intro: 'Notifications are pushed to these phones and browsers. Turn one off to stop them there.',
  empty:
    'No device gets notifications yet. Turn them on from your requests or a booking, on the phone you want them on.',
  thisDevice: 'This device',
  loadFailed: 'Your devices could not be loaded. Please refresh the page.',
  turnedOff: 'Notifications turned off',
  turnOffFailed: 'The device could not be turned off. Please try again.',
} as const;

function DeviceRow({
  device,
  current,
  now,
  busy,
  onTurnOff,
}: {
  device: PushDevice;
  current: boolean;
  now: Date;
  busy: boolean;
  onTurnOff: () => void;
}) {
  const lastUsed = device.lastSeenAt ? formatNotificationTime(device.lastSeenAt, now) : '';
  return (
    <Box
      component="li"
      data-testid="device-row"
      data-device-id={device.id}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{device.label}</Typography>
          {current && <Chip size="small" color="secondary" label={DEVICES_TEXTS.thisDevice} />}
        </Stack>
        {lastUsed && device.lastSeenAt && (
          <Typography variant="body2" color="text.secondary">
            Last used{' '}
            <time
              dateTime={device.lastSeenAt.toISOString()}
              title={formatNotificationTimeFull(device.lastSeenAt)}
            >
              {lastUsed}
            </time>
          </Typography>
        )}
      </Box>
      <Button
        variant="outlined"
        color="error"
        size="small"
        onClick={onTurnOff}
        disabled={busy}
        // Starts with the visible words, so speech input and axe's name check find it.
        aria-label={`Turn off notifications on ${device.label}${current ? ', this device' : ''}`}
      >
        Turn off
      </Button>
    </Box>
  );
}

/**
 * Dashboard → Settings → Devices (issue 40): the browsers and installed apps that get this
 * person's pushes, most recently used first, each with Turn off. Turning off this device also
 * gives up its token here.
 */
export function DevicesSection({ uid }: { uid: string }) {
  const [max, setMax] = useState(DEVICES_PAGE_SIZE);
  const devices = useDevices(uid, max);
  const { deviceId } = useThisDevice(uid);
  const online = useOnlineStatus();
  const toast = useToast();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  // "Last used" counts days from when the list opened, as the bell does.
  const [now] = useState(() => new Date());
  const headingRef = useRef<HTMLHeadingElement>(null);

  const turnOff = (device: PushDevice) => {
    setBusy((prev) => new Set(prev).add(device.id));
    // The row and its button go: focus waits on the section's heading, not the page's body.
    headingRef.current?.focus({ preventScroll: true });
    turnOffDevice(uid, device.id).then(
      () => toast({ title: DEVICES_TEXTS.turnedOff, description: device.label }),
      (error: unknown) => {
        console.warn('Turning off a device failed', error);
        toast({ title: DEVICES_TEXTS.turnOffFailed, variant: 'destructive' });
        setBusy((prev) => {
          const next = new Set(prev);
          next.delete(device.id);
          return next;
        });
      },
    );
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="devices-heading"
      data-testid="devices-section"
      sx={{ p: { xs: 2.5, md: 4 } }}
    >
      <Typography
        ref={headingRef}
        id="devices-heading"
        variant="h5"
        component="h2"
        tabIndex={-1}
        sx={{ mb: 1, ...FOCUS_TARGET_SX }}
      >
        {DEVICES_TEXTS.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {DEVICES_TEXTS.intro}
      </Typography>
      {devices.status === 'loading' && <CircularProgress aria-label="Loading devices" />}
      {devices.status === 'error' && <Alert severity="error">{DEVICES_TEXTS.loadFailed}</Alert>}
      {devices.status === 'ready' && devices.data.length === 0 && (
        <Typography data-testid="devices-empty">{DEVICES_TEXTS.empty}</Typography>
      )}
      {devices.status === 'ready' && devices.data.length > 0 && (
        <Box
          component="ul"
          aria-labelledby="devices-heading"
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {devices.data.map((device) => (
            <DeviceRow
              key={device.id}
              device={device}
              current={device.id === deviceId}
              now={now}
              busy={busy.has(device.id)}
              onTurnOff={() => turnOff(device)}
            />
          ))}
        </Box>
      )}
      {devices.status === 'ready' && devices.hasMore && (
        <LoadMoreButton
          onClick={() => setMax((m) => m + DEVICES_PAGE_SIZE)}
          loading={devices.loadingMore}
          online={online}
        />
      )}
    </Paper>
  );
}
