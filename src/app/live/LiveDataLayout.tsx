import { Outlet } from 'react-router-dom';
import {
  AuthProvider,
  FirebaseAppProvider,
  FirestoreProvider,
  FunctionsProvider,
  StorageProvider,
} from 'reactfire';
import { firebaseApp } from '../../lib/firebase/app';
import { auth } from '../../lib/firebase/auth';
import { firestore } from '../../lib/firebase/firestore';
import { functions } from '../../lib/firebase/functions';
import { storage } from '../../lib/firebase/storage';
import { ScreenSnapshotGuard } from './ScreenSnapshotGuard';

/**
 * The reactfire providers, loaded only with the routes that read live data
 * (reactfire and the full Firestore SDK cost ~200 KB gzip; the home page must
 * not pay for them). SDK instances are created at module scope, once.
 */
export function LiveDataLayout() {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          <FunctionsProvider sdk={functions}>
            <StorageProvider sdk={storage}>
              <ScreenSnapshotGuard />
              <Outlet />
            </StorageProvider>
          </FunctionsProvider>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}

export default LiveDataLayout;
