/** Trimmed location text → /discover?location=…; empty → /discover. */
export function discoverPathForLocation(text: string): string {
  const location = text.trim();
  return location ? `/discover?location=${encodeURIComponent(location)}` : '/discover';
}
