import { AppPresence } from '../pwa/AppPresence';
import { BottomNav } from './BottomNav';

/**
 * What a signed-in person's pages carry beyond the shell, in one chunk loaded after sign-in
 * (it brings the live Firestore SDK): the phone's bottom navigation and the app's presence
 * (push device, badge).
 */
export function SignedInChrome({ uid, role }: { uid: string; role: string | null | undefined }) {
  return (
    <>
      <BottomNav uid={uid} role={role} />
      <AppPresence uid={uid} role={role} />
    </>
  );
}

export default SignedInChrome;
