import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FOCUS_TARGET_SX } from '../../../components/focus/focus-ring';
import { turnOnPush } from '../api/turn-on-push';
import { useThisDevice } from '../api/use-this-device';
import { notePermissionChange, usePushPermission } from '../hooks/use-push-permission';
import { usePutOff } from '../hooks/use-put-off';
import { PUSH_TEXTS, pushPromptState, type PushPromptCopy } from '../model/push-prompt';

interface PushPromptCardProps {
  uid: string;
  copy: PushPromptCopy;
  /** Where it shows ('requests', 'booking'): each place remembers its own "Not now". */
  place: string;
  /** Safari on iPhone or iPad in a tab, where push needs the Home Screen app. */
  iosBrowserTab: boolean;
  /** The way to the Home Screen steps, shown in that case (the app's install dialog). */
  installHelp?: ReactNode;
  headingLevel?: 2 | 3;
}

/** Where focus goes when the card leaves: the nearest container that takes it, or the main. */
function focusContainerOf(element: HTMLElement | null) {
  const target = element?.parentElement?.closest<HTMLElement>('[tabindex="-1"], main');
  target?.focus({ preventScroll: true });
}

/**
 * Offers push at a moment that says why (issue 40): the DJ's request list, the client's sent
 * request. The browser's question is asked only from the button. Nothing shows where push is
 * already on here, cannot work, or was put off; a short hint where it was blocked; the Home
 * Screen on an iPhone's Safari tab.
 */
export function PushPromptCard({
  uid,
  copy,
  place,
  iosBrowserTab,
  installHelp,
  headingLevel = 2,
}: PushPromptCardProps) {
  const permission = usePushPermission();
  const { state } = useThisDevice(uid);
  const [putOff, putOffNow] = usePutOff(place);
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [turnedOn, setTurnedOn] = useState(false);
  const cardRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  // The button that had focus is gone with the card: the confirmation takes it.
  useEffect(() => {
    if (turnedOn) doneRef.current?.focus({ preventScroll: true });
  }, [turnedOn]);

  if (turnedOn) {
    return (
      <Alert
        ref={doneRef}
        tabIndex={-1}
        severity="success"
        role="status"
        data-testid="push-prompt-done"
        sx={{ mb: 3, ...FOCUS_TARGET_SX }}
      >
        {PUSH_TEXTS.turnedOn}
      </Alert>
    );
  }

  const device =
    state.status === 'ready' ? 'on' : state.status === 'loading' ? 'loading' : ('off' as const);
  const view = pushPromptState({ permission, iosBrowserTab, device, putOff });
  if (view === 'hidden') return null;

  const notNow = () => {
    focusContainerOf(cardRef.current);
    putOffNow();
  };

  if (view === 'blocked') {
    return (
      <Alert
        ref={cardRef}
        severity="info"
        // A standing hint, not news: no live region announcing it as the page loads.
        role="note"
        data-testid="push-prompt-blocked"
        sx={{ mb: 3 }}
        action={
          <Button color="inherit" size="small" onClick={notNow}>
            {PUSH_TEXTS.notNow}
          </Button>
        }
      >
        {PUSH_TEXTS.blocked}
      </Alert>
    );
  }

  const turnOn = () => {
    setProblem(null);
    if (!navigator.onLine) {
      setProblem(PUSH_TEXTS.offline);
      return;
    }
    setWorking(true);
    // Called in the click itself: the browser's question needs the person's gesture.
    turnOnPush(uid).then(
      (result) => {
        notePermissionChange();
        setWorking(false);
        if (result === 'on') setTurnedOn(true);
        else if (result === 'unsupported') setProblem(PUSH_TEXTS.unsupported);
      },
      (error: unknown) => {
        console.warn('Turning on push failed', error);
        notePermissionChange();
        setWorking(false);
        setProblem(PUSH_TEXTS.failed);
      },
    );
  };

  const homeScreen = view === 'home-screen';
  const headingId = `push-prompt-${place}`;
  return (
    <Paper
      ref={cardRef}
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      data-testid="push-prompt"
      sx={{ p: { xs: 2, md: 3 }, mb: 3, borderColor: 'secondary.main' }}
    >
      <Typography id={headingId} variant="h6" component={`h${headingLevel}`}>
        {homeScreen ? PUSH_TEXTS.homeScreenTitle : copy.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {homeScreen ? PUSH_TEXTS.homeScreenText : copy.reason}
      </Typography>
      {problem && (
        <Alert severity="warning" role="status" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
        {homeScreen ? (
          installHelp
        ) : (
          <Button variant="contained" onClick={turnOn} disabled={working}>
            {working ? 'Turning on…' : PUSH_TEXTS.turnOn}
          </Button>
        )}
        <Button onClick={notNow} disabled={working}>
          {PUSH_TEXTS.notNow}
        </Button>
      </Stack>
    </Paper>
  );
}
