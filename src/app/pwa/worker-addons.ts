/**
 * What the app adds to workbox's generated service worker, loaded first by its importScripts
 * (vite.config.ts bundles this into app-worker-<hash>.js): web push (push-worker.ts), and the
 * starts of the screens that keep a snapshot (screen-snapshot-worker.ts), whose fetch handler
 * must be registered before workbox's routes to answer those navigations.
 */
import { registerScreenSnapshots } from './screen-snapshot-worker';
import './push-worker';

registerScreenSnapshots();
