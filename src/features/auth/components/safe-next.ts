/**
 * Only same-site paths may be used as a post-sign-in destination (no open
 * redirects). Control characters are refused because browsers strip them
 * when parsing, which can turn "/\t/evil.com" into "//evil.com".
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/';
  // eslint-disable-next-line no-control-regex -- deliberately matching control characters
  if (/[\u0000-\u001f\u007f]/.test(next)) return '/';
  return next;
}
