import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useAnnounce } from './announce-context';
import { LIVE_REGION_TEST_ID, LiveAnnouncer } from './LiveAnnouncer';
import { changesSince, useLiveChanges } from './use-live-changes';

function Say({ text, subject }: { text: string; subject: string }) {
  const announce = useAnnounce();
  useEffect(() => announce(text, subject), [announce, text, subject]);
  return null;
}

const region = () => screen.getByTestId(LIVE_REGION_TEST_ID);

describe('LiveAnnouncer', () => {
  it('is one polite region on <body> that reads additions only', async () => {
    const { container } = render(
      <LiveAnnouncer>
        <p>page</p>
      </LiveAnnouncer>,
    );
    expect(region()).toHaveAttribute('aria-live', 'polite');
    expect(region()).toHaveAttribute('aria-relevant', 'additions');
    expect(region()).toHaveAttribute('aria-atomic', 'false');
    expect(region().parentElement).toBe(document.body);
    expect(container).not.toContainElement(region());
    expect(document.querySelectorAll('[aria-live]')).toHaveLength(1);
    await waitFor(() => expect(region()).toBeEmptyDOMElement());
  });

  it('writes an announcement after the region is in the page, once per subject and text', async () => {
    const { rerender } = render(
      <LiveAnnouncer>
        <Say text="Signed In. Welcome back." subject="toast:1" />
      </LiveAnnouncer>,
    );
    // Not in the same commit as the region itself: that would not be read.
    expect(region()).toBeEmptyDOMElement();
    await waitFor(() => expect(region()).toHaveTextContent('Signed In. Welcome back.'));
    rerender(
      <LiveAnnouncer>
        <Say text="Signed In. Welcome back." subject="toast:1" />
        <Say text="Signed In. Welcome back." subject="toast:1" />
      </LiveAnnouncer>,
    );
    expect(region().children).toHaveLength(1);
  });

  it('takes off the aria-hidden a dialog put on it before it speaks', async () => {
    function Later() {
      const announce = useAnnounce();
      return <button onClick={() => announce('1 unread message', 'unread')}>go</button>;
    }
    render(
      <LiveAnnouncer>
        <Later />
      </LiveAnnouncer>,
    );
    await waitFor(() => expect(region()).toBeInTheDocument());
    region().setAttribute('aria-hidden', 'true');
    act(() => screen.getByRole('button', { name: 'go' }).click());
    await waitFor(() => expect(region()).toHaveTextContent('1 unread message'));
    expect(region()).not.toHaveAttribute('aria-hidden');
  });
});

describe('changesSince', () => {
  const seen = new Map([
    ['a', 'pending'],
    ['b', 'confirmed'],
  ]);
  const key = (x: { id: string }) => x.id;
  const value = (x: { status: string }) => x.status;

  it('reports new items and changed values, not unchanged or removed ones', () => {
    const changes = changesSince(
      seen,
      [
        { id: 'a', status: 'confirmed' },
        { id: 'c', status: 'pending' },
      ],
      key,
      value,
    );
    expect(changes).toEqual([
      { item: { id: 'a', status: 'confirmed' }, before: 'pending' },
      { item: { id: 'c', status: 'pending' }, before: undefined },
    ]);
  });
});

describe('useLiveChanges', () => {
  type Item = { id: string; v: number };
  const reported: string[] = [];
  const control: { set: (items: Item[] | null) => void } = { set: () => undefined };
  const setItems = (items: Item[] | null) => control.set(items);

  function Watch() {
    const [items, set] = useState<Item[] | null>(null);
    useEffect(() => {
      control.set = set;
    }, []);
    useLiveChanges(
      items,
      (i) => i.id,
      (i) => i.v,
      (changes) =>
        reported.push(...changes.map((c) => `${c.item.id}:${c.before ?? '-'}>${c.item.v}`)),
    );
    return null;
  }

  it('starts from the first settled list, reports what follows, and starts again after null', () => {
    reported.length = 0;
    render(<Watch />);
    act(() => setItems([{ id: 'a', v: 1 }]));
    expect(reported).toEqual([]);
    act(() => setItems([{ id: 'a', v: 1 }]));
    act(() =>
      setItems([
        { id: 'a', v: 2 },
        { id: 'b', v: 1 },
      ]),
    );
    expect(reported).toEqual(['a:1>2', 'b:->1']);
    // A new listener (or a lost connection): its first settled list is a new start.
    act(() => setItems(null));
    act(() => setItems([{ id: 'c', v: 5 }]));
    expect(reported).toEqual(['a:1>2', 'b:->1']);
    act(() => setItems([{ id: 'c', v: 6 }]));
    expect(reported).toEqual(['a:1>2', 'b:->1', 'c:5>6']);
  });
});
