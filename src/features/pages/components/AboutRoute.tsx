import { getPlatformFigures } from '../api/get-platform-figures';
import { AboutPage } from './AboutPage';
import { PlatformFiguresStrip } from './PlatformFiguresStrip';

// Module scope: a stable reference, so the strip loads once per visit.
const load = () => getPlatformFigures();

/** /about with the live figures strip (the page itself stays free of Firestore). */
export function AboutRoute() {
  return <AboutPage figures={<PlatformFiguresStrip load={load} />} />;
}
