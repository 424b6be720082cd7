import Button from '@mui/material/Button';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { installOption, promptInstall, subscribeInstallOption } from './install-prompt';

const IosInstallDialog = lazy(() => import('./IosInstallDialog'));

/** "Install app" where the browser can install Spinbook, or iOS instructions in Safari. */
export function InstallAppButton() {
  const option = useSyncExternalStore(
    subscribeInstallOption,
    () => installOption(),
    () => 'none',
  );
  const [iosOpen, setIosOpen] = useState(false);
  const [iosLoaded, setIosLoaded] = useState(false);

  if (option === 'none' && !iosLoaded) return null;
  return (
    <>
      {option !== 'none' && (
        <Button
          variant="outlined"
          size="small"
          onClick={() => {
            if (option === 'prompt') {
              void promptInstall();
            } else {
              setIosLoaded(true);
              setIosOpen(true);
            }
          }}
        >
          Install app
        </Button>
      )}
      {iosLoaded && (
        <Suspense fallback={null}>
          <IosInstallDialog open={iosOpen} onClose={() => setIosOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
