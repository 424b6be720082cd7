import { useEffect } from 'react';

/**
 * A page's own document title (a DJ's name), over the route's (RootLayout sets that from the
 * route table). Effects run child first, so when a page renders with its data at once (a
 * server-rendered profile) the layout's effect comes second: it reads the page's title here
 * instead of overwriting it.
 */
let pageTitle: string | null = null;

export const currentPageTitle = (): string | null => pageTitle;

export function usePageTitle(title: string): void {
  useEffect(() => {
    const before = document.title;
    pageTitle = title;
    document.title = title;
    return () => {
      pageTitle = null;
      document.title = before;
    };
  }, [title]);
}
