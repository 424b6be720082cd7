// Where Stripe Checkout sends the client back. Never taken blindly from the request: the
// Origin header is used only when it is one of the app's own origins, so a crafted call
// cannot turn the success URL into a redirect to someone else's site.
export function allowedOrigins(projectId: string, env = process.env): string[] {
  const configured = (env.APP_ORIGIN ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return [...configured, `https://${projectId}.web.app`, `https://${projectId}.firebaseapp.com`];
}

const LOOPBACK = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export function appOrigin(
  requestOrigin: string | undefined,
  projectId: string,
  options: { emulator: boolean; env?: NodeJS.ProcessEnv },
): string {
  const allowed = allowedOrigins(projectId, options.env);
  if (requestOrigin && allowed.includes(requestOrigin)) return requestOrigin;
  if (requestOrigin && options.emulator && LOOPBACK.test(requestOrigin)) return requestOrigin;
  return allowed[0] ?? `https://${projectId}.web.app`;
}
