// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { focusHeadingWhenShown } from './focus-heading';

/** MutationObserver callbacks run as microtasks. */
const mutationsDelivered = () => new Promise<void>((resolve) => queueMicrotask(resolve));

let main: HTMLElement;
let nav: HTMLElement;

beforeEach(() => {
  nav = document.createElement('nav');
  nav.innerHTML = '<a href="/discover">Discover</a>';
  main = document.createElement('main');
  main.tabIndex = -1;
  document.body.append(nav, main);
});

afterEach(() => {
  document.body.replaceChildren();
});

const heading = (text: string) => {
  const h1 = document.createElement('h1');
  h1.textContent = text;
  return h1;
};

describe('focusHeadingWhenShown', () => {
  it('focuses the h1 that is already there, reachable by script only', () => {
    main.append(heading('Find Your Perfect DJ'));
    focusHeadingWhenShown(main);
    const h1 = main.querySelector('h1');
    expect(document.activeElement).toBe(h1);
    expect(h1?.getAttribute('tabindex')).toBe('-1');
  });

  it('waits for the h1 of a page that shows a spinner first', async () => {
    main.innerHTML = '<div role="progressbar"></div>';
    focusHeadingWhenShown(main);
    expect(document.activeElement).toBe(document.body);
    main.replaceChildren(heading('DJ Mei'));
    await mutationsDelivered();
    expect(document.activeElement?.textContent).toBe('DJ Mei');
  });

  it('takes focus from the nav link that was followed', () => {
    nav.querySelector('a')?.focus();
    main.append(heading('Find Your Perfect DJ'));
    focusHeadingWhenShown(main);
    expect(document.activeElement?.textContent).toBe('Find Your Perfect DJ');
  });

  it('follows a heading the page swaps as it settles', async () => {
    main.append(heading('Confirming your payment'));
    focusHeadingWhenShown(main);
    main.replaceChildren(heading('Payment Successful!'));
    await mutationsDelivered();
    expect(document.activeElement?.textContent).toBe('Payment Successful!');
  });

  it('leaves focus the page put on a field itself', async () => {
    const field = document.createElement('input');
    main.append(heading('Sign In'), field);
    field.focus();
    focusHeadingWhenShown(main);
    expect(document.activeElement).toBe(field);
    main.append(heading('Another'));
    await mutationsDelivered();
    expect(document.activeElement).toBe(field);
  });

  it('stops at the next navigation', async () => {
    const stop = focusHeadingWhenShown(main);
    stop();
    main.append(heading('Too late'));
    await mutationsDelivered();
    expect(document.activeElement).toBe(document.body);
  });
});
