import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { LIVE_REGION_TEST_ID, LiveAnnouncer } from '../live-region/LiveAnnouncer';
import { ToastProvider } from './ToastProvider';
import { useToast } from './toast-context';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast({ title: 'Booking Updated', description: 'Confirmed.' })}>
        ok
      </button>
      <button
        onClick={() =>
          toast({
            title: 'Message Failed',
            description: 'Unable to send message. Please try again.',
            variant: 'destructive',
          })
        }
      >
        fail
      </button>
    </>
  );
}

const region = () => screen.getByTestId(LIVE_REGION_TEST_ID);
const said = () => [...region().children].map((c) => c.textContent);

describe('toasts and the live region', () => {
  it('says each toast once, politely, and its own box is not a second live region', async () => {
    render(
      <LiveAnnouncer>
        <ToastProvider>
          <Trigger />
        </ToastProvider>
      </LiveAnnouncer>,
    );
    await waitFor(() => expect(region()).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    const shown = await screen.findByTestId('toast');
    await waitFor(() =>
      expect(said()).toEqual(['Message Failed. Unable to send message. Please try again.']),
    );
    expect(region()).toHaveAttribute('aria-live', 'polite');
    // Failures too: the visible copy keeps role status but does not speak.
    expect(shown).toHaveAttribute('role', 'status');
    expect(shown).toHaveAttribute('aria-live', 'off');

    // A second, identical toast is a new event: said again. Closing says nothing.
    fireEvent.click(screen.getByRole('button', { name: 'fail' }));
    act(() => fireEvent.click(screen.getByRole('button', { name: /close/i })));
    await waitFor(() => expect(said()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'ok' }));
    act(() => fireEvent.click(screen.getByRole('button', { name: /close/i })));
    await waitFor(() => expect(said()).toHaveLength(3));
    expect(said()[2]).toBe('Booking Updated. Confirmed.');
  });
});

describe('a toast that is true only while offline', () => {
  function Offline() {
    const toast = useToast();
    return (
      <>
        <button
          onClick={() =>
            toast({ title: "You're offline", description: 'Nothing sent.', until: 'online' })
          }
        >
          offline
        </button>
        <button onClick={() => toast({ title: 'Saved', description: 'Kept.' })}>saved</button>
      </>
    );
  }
  const show = () =>
    render(
      <LiveAnnouncer>
        <ToastProvider>
          <Offline />
        </ToastProvider>
      </LiveAnnouncer>,
    );
  const goOnline = () => {
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
  };
  let onLine: MockInstance<() => boolean>;
  beforeEach(() => {
    onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  });
  afterEach(() => onLine.mockRestore());

  it('closes once the browser is back online, and drops another still waiting', async () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'offline' }));
    expect(await screen.findByTestId('toast')).toHaveTextContent("You're offline");
    fireEvent.click(screen.getByRole('button', { name: 'offline' }));
    goOnline();
    await waitFor(() => expect(screen.queryByTestId('toast')).toBeNull());
  });

  it('lets the next toast show after it, and leaves other toasts alone when back online', async () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'offline' }));
    await screen.findByTestId('toast');
    fireEvent.click(screen.getByRole('button', { name: 'saved' }));
    goOnline();
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Saved'));
    // The online event does not close a toast that stays true.
    goOnline();
    expect(screen.getByTestId('toast')).toHaveTextContent('Saved');
  });

  it('closes at once when its turn comes with the browser online, and the next one shows', async () => {
    onLine.mockReturnValue(true);
    show();
    fireEvent.click(screen.getByRole('button', { name: 'offline' }));
    fireEvent.click(screen.getByRole('button', { name: 'saved' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Saved'));
  });
});
