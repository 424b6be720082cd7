// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdScrollPosition } from './hold-scroll';

/**
 * jsdom has no layout: the page's height and the scroll are set by hand, and the
 * ResizeObserver is one the test triggers (the browser's fires when the page grows).
 */
let observers: FakeResizeObserver[] = [];
class FakeResizeObserver {
  observed = false;
  constructor(private readonly callback: () => void) {
    observers.push(this);
  }
  observe() {
    this.observed = true;
    this.callback();
  }
  disconnect() {
    this.observed = false;
  }
  grow() {
    if (this.observed) this.callback();
  }
}

let pageHeight = 0;
let y = 0;
const scrollTo = vi.fn((_x: number, to: number) => {
  y = Math.max(0, Math.min(to, pageHeight - window.innerHeight));
});

beforeEach(() => {
  observers = [];
  y = 0;
  pageHeight = 1000;
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => pageHeight);
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
  scrollTo.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const grow = (height: number) => {
  pageHeight = height;
  observers.forEach((o) => o.grow());
};

describe('holdScrollPosition', () => {
  it('scrolls to the saved position once the page is tall enough, then lets go', () => {
    holdScrollPosition(2500);
    expect(y).toBe(200); // clamped: the list is still loading
    grow(2000);
    expect(y).toBe(1200);
    grow(4000);
    expect(y).toBe(2500);
    scrollTo.mockClear();
    grow(6000);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('does nothing more when the router already got there', () => {
    pageHeight = 5000;
    y = 2500;
    holdScrollPosition(2500);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('lets go as soon as the person scrolls or types', () => {
    holdScrollPosition(2500);
    window.dispatchEvent(new Event('wheel'));
    scrollTo.mockClear();
    grow(4000);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('lets go on the next navigation', () => {
    const stop = holdScrollPosition(2500);
    stop();
    scrollTo.mockClear();
    grow(4000);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('gives up on a page that never gets there', () => {
    vi.useFakeTimers();
    try {
      holdScrollPosition(2500);
      vi.advanceTimersByTime(10_000);
      scrollTo.mockClear();
      grow(4000);
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
