import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAIN_ID, NavigationLanding } from './NavigationLanding';

/** The layout's parts that matter here: the landing logic and a <main> for the pages. */
function Layout() {
  return (
    <>
      <NavigationLanding />
      <main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

const page = (title: string) => () => <h1>{title}</h1>;

function renderApp(initial = '/discover') {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/discover', Component: page('Find Your Perfect DJ') },
          { path: '/dj/:id', Component: page('DJ Mei') },
          {
            path: '/slow',
            // A lazily loaded page: the router shows it only once it has arrived.
            lazy: async () => ({ Component: page('Slow Page') }),
          },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

let y = 0;
const scrollTo = vi.fn((_x: number, to: number) => {
  y = to;
});

beforeEach(() => {
  y = 0;
  scrollTo.mockClear();
  sessionStorage.clear();
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo as unknown as typeof window.scrollTo);
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
  // Tall enough for any position: the hold has nothing to wait for.
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(100_000);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('NavigationLanding', () => {
  it('leaves focus alone on the first load', async () => {
    renderApp();
    await screen.findByRole('heading', { name: 'Find Your Perfect DJ' });
    expect(document.activeElement).toBe(document.body);
  });

  it('opens a new page at its top with focus on its h1; Back restores the position', async () => {
    const router = renderApp();
    await screen.findByRole('heading', { name: 'Find Your Perfect DJ' });
    y = 2400;
    await act(() => router.navigate('/dj/mei'));
    const profile = await screen.findByRole('heading', { name: 'DJ Mei' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(document.activeElement).toBe(profile);

    await act(() => router.navigate(-1));
    const discover = await screen.findByRole('heading', { name: 'Find Your Perfect DJ' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 2400);
    expect(document.activeElement).toBe(discover);
  });

  it('focuses a lazily loaded page’s heading once it is there', async () => {
    const router = renderApp();
    await screen.findByRole('heading', { name: 'Find Your Perfect DJ' });
    await act(() => router.navigate('/slow'));
    expect(document.activeElement).toBe(await screen.findByRole('heading', { name: 'Slow Page' }));
  });

  it('keeps the place and the focus when only the query changes', async () => {
    const router = renderApp();
    await screen.findByRole('heading', { name: 'Find Your Perfect DJ' });
    const button = document.createElement('button');
    document.getElementById(MAIN_ID)?.append(button);
    button.focus();
    y = 700;
    await act(() => router.navigate('/discover?genre=House', { replace: true }));
    expect(y).toBe(700);
    expect(document.activeElement).toBe(button);
    button.remove();
  });
});
