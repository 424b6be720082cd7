/**
 * For tests: a window.matchMedia that answers width queries as a viewport `width` px wide
 * would ('(max-width:899.95px)', MUI's breakpoints; other features match nothing). jsdom has
 * no matchMedia, so without one MUI's useMediaQuery always answers false (a wide screen).
 * Use: vi.stubGlobal('matchMedia', matchMediaAt(390)).
 */
export function matchMediaAt(width: number): (query: string) => MediaQueryList {
  const holds = (part: string): boolean => {
    const found = /\((min|max)-width:\s*([\d.]+)px\)/.exec(part);
    if (!found) return false;
    const px = Number(found[2]);
    return found[1] === 'min' ? width >= px : width <= px;
  };
  return (query) => ({
    matches: query
      .replace(/^@media\s*/, '')
      .split(/\s+and\s+/)
      .every(holds),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
}
