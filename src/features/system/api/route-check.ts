/**
 * The route checker of /testing: each route is loaded for real in a hidden,
 * same-origin iframe (the app's headers allow framing by itself only), and
 * the check passes when the page renders its h1 and it is not the 404 or
 * error page. A fetch would only prove the server answers; this proves the
 * route's code loads and renders for the signed-in admin.
 */
export const CHECKED_ROUTES = [
  '/',
  '/discover',
  '/become-dj',
  '/how-it-works',
  '/admin',
  '/testing',
] as const;

export interface RouteCheckResult {
  path: string;
  ok: boolean;
  /** The h1 the page rendered, or why there is none. */
  detail: string;
  ms: number;
}

const FAILURE_HEADINGS = ['Page Not Found', 'Something went wrong', 'Access Denied'];
const TIMEOUT_MS = 20_000;
const POLL_MS = 100;

/** Judges a rendered heading (pure, so it can be tested without a browser). */
export function judgeHeading(heading: string | null): { ok: boolean; detail: string } {
  if (!heading) return { ok: false, detail: 'No page heading rendered' };
  if (FAILURE_HEADINGS.some((h) => heading.startsWith(h))) return { ok: false, detail: heading };
  return { ok: true, detail: heading };
}

export function checkRoute(
  path: string,
  host: HTMLElement = document.body,
): Promise<RouteCheckResult> {
  const started = performance.now();
  const frame = document.createElement('iframe');
  frame.title = `Route check ${path}`;
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  // Desktop-sized but invisible, so the page lays out as it would for a person.
  Object.assign(frame.style, {
    position: 'fixed',
    left: '-10000px',
    top: '0',
    width: '1280px',
    height: '800px',
    visibility: 'hidden',
  });
  frame.src = `${path}${path.includes('?') ? '&' : '?'}routeCheck=1`;
  host.appendChild(frame);

  return new Promise((resolve) => {
    const finish = (ok: boolean, detail: string) => {
      clearInterval(timer);
      frame.remove();
      resolve({ path, ok, detail, ms: Math.round(performance.now() - started) });
    };
    const timer = setInterval(() => {
      const doc = frame.contentDocument;
      const heading = doc?.querySelector('h1')?.textContent?.trim() ?? null;
      if (heading) {
        const verdict = judgeHeading(heading);
        finish(verdict.ok, verdict.detail);
      } else if (performance.now() - started > TIMEOUT_MS) {
        finish(false, `No page heading after ${TIMEOUT_MS / 1000} s`);
      }
    }, POLL_MS);
  });
}

/** One route after the other: parallel iframes would compete for the main thread. */
export async function checkRoutes(
  paths: readonly string[],
  onResult: (result: RouteCheckResult) => void,
): Promise<RouteCheckResult[]> {
  const results: RouteCheckResult[] = [];
  for (const path of paths) {
    const result = await checkRoute(path);
    results.push(result);
    onResult(result);
  }
  return results;
}
