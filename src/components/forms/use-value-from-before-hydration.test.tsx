import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { useValueFromBeforeHydration } from './use-value-from-before-hydration';

function DateFilter({ onAdopt = () => undefined }: { onAdopt?: (value: string) => void }) {
  const [date, setDate] = useState('2026-12-05');
  const ref = useValueFromBeforeHydration(date, (value) => {
    onAdopt(value);
    setDate(value);
  });
  return (
    <>
      <input
        ref={ref}
        type="date"
        aria-label="Event date"
        value={date}
        onChange={(e) => setDate(e.target.value)}
      />
      <output>{date}</output>
    </>
  );
}

describe('useValueFromBeforeHydration', () => {
  it('takes over a date picked in the server-rendered field before hydration, and keeps it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<DateFilter />);
    document.body.append(container);
    onTestFinished(() => container.remove());
    // The person picks a day while the page is still only HTML.
    container.querySelector('input')!.value = '2026-12-04';

    const hydrationErrors = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <DateFilter />, { onRecoverableError: hydrationErrors }),
    );

    expect(hydrationErrors).not.toHaveBeenCalled();
    expect(container.querySelector('output')).toHaveTextContent('2026-12-04');
    // A later render of the controlled field keeps the picked day.
    expect(container.querySelector('input')).toHaveValue('2026-12-04');
    act(() => root.unmount());
  });

  it('does nothing in a page the browser renders itself', () => {
    const adopt = vi.fn();
    render(<DateFilter onAdopt={adopt} />);
    expect(screen.getByLabelText('Event date')).toHaveValue('2026-12-05');
    expect(adopt).not.toHaveBeenCalled();
  });
});
