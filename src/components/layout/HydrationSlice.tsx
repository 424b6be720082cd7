import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that React hydrates, and commits, on its own.
 *
 * React hydrates each Suspense boundary separately and yields to the browser between them,
 * and a commit (every style and ref effect of the part) cannot be split: one big part is one
 * long task on a phone. So the shell's bar, page and footer, a profile's header, tab bar,
 * each server-rendered panel and booking card, and /discover's search bar, place and date controls and each card are
 * slices (decision 0025). Nothing in a slice suspends: in a page the browser renders
 * itself a slice is a no-op.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
