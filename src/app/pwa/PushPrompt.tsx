import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { PushPromptCard } from '../../features/notifications/components/PushPromptCard';
import { answerPrompt, REQUESTS_PROMPT } from '../../features/notifications/model/push-prompt';
import { runsInstalled } from './app-badge';
import { isIosSafari } from './install-prompt';

const IosInstallDialog = lazy(() => import('./IosInstallDialog'));

/** Safari on iPhone or iPad in a tab: there web push needs the Home Screen app (iOS 16.4+). */
function iosBrowserTab(): boolean {
  return (
    isIosSafari({ userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints }) &&
    !runsInstalled()
  );
}

type PushPromptProps =
  /** The DJ's requests: answering first wins the booking. */
  | { uid: string; place: 'requests'; headingLevel?: 2 | 3 }
  /** A client's request just sent: the DJ's answer is what they wait for. */
  | { uid: string; place: 'booking'; djName: string; headingLevel?: 2 | 3 };

/**
 * The push offer where a page asks for it (the DJ's requests, a client's sent request), with
 * what only the app knows: whether this is an iPhone's Safari tab, and the Home Screen steps.
 * Loaded on its own after the page: the dashboards' first load has no room for it.
 */
export function PushPrompt(props: PushPromptProps) {
  const { uid, place, headingLevel } = props;
  const copy = props.place === 'requests' ? REQUESTS_PROMPT : answerPrompt(props.djName);
  const [ios] = useState(iosBrowserTab);
  const [helpOpen, setHelpOpen] = useState(false);
  const [helpLoaded, setHelpLoaded] = useState(false);
  return (
    <>
      <PushPromptCard
        uid={uid}
        copy={copy}
        place={place}
        iosBrowserTab={ios}
        headingLevel={headingLevel}
        installHelp={
          <Button
            variant="contained"
            onClick={() => {
              setHelpLoaded(true);
              setHelpOpen(true);
            }}
          >
            How to add Spinbook
          </Button>
        }
      />
      {helpLoaded && (
        <Suspense fallback={null}>
          <IosInstallDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

export default PushPrompt;
