/**
 * The user-facing text of a failed callable. Functions throw HttpsError with a
 * message written for people (e.g. "No user found with that email."); the
 * client SDK passes it through with a `functions/<code>` code and (since
 * firebase 12) the HTTP status appended as " [404]", which is cut off here.
 * Codes that carry no such message (internal, unavailable, …) get `fallback`.
 */
const CODES_WITH_USER_MESSAGE: ReadonlySet<string> = new Set([
  'functions/invalid-argument',
  'functions/not-found',
  'functions/already-exists',
  'functions/permission-denied',
  'functions/failed-precondition',
  'functions/resource-exhausted',
  'functions/unauthenticated',
  'functions/out-of-range',
]);

export function callableErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' ? code : null;
}

export function callableErrorMessage(error: unknown, fallback: string): string {
  const code = callableErrorCode(error);
  if (code === null || !CODES_WITH_USER_MESSAGE.has(code)) return fallback;
  const { message } = error as { message?: unknown };
  if (typeof message !== 'string') return fallback;
  const text = message.replace(/\s*\[\d{3}\]$/, '').trim();
  return text || fallback;
}

/** The `title` a function put in an error's details (form notices), if any. */
export function callableErrorTitle(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { details } = error as { details?: unknown };
  if (typeof details !== 'object' || details === null) return null;
  const { title } = details as { title?: unknown };
  return typeof title === 'string' ? title : null;
}

/**
 * The field problems a function put in an error's details (`{ path, message }`, as the
 * shared schemas report them), so a form can mark the fields the server refused; [] if none.
 */
export function callableErrorProblems(error: unknown): { path: string; message: string }[] {
  if (typeof error !== 'object' || error === null) return [];
  const { details } = error as { details?: unknown };
  if (typeof details !== 'object' || details === null) return [];
  const { problems } = details as { problems?: unknown };
  if (!Array.isArray(problems)) return [];
  return problems.flatMap((problem: unknown) => {
    if (typeof problem !== 'object' || problem === null) return [];
    const { path, message } = problem as { path?: unknown; message?: unknown };
    return typeof path === 'string' && typeof message === 'string' ? [{ path, message }] : [];
  });
}
