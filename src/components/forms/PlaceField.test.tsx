import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { Place } from '../../lib/gazetteer';
import { PlaceField } from './PlaceField';

function Harness({ onPlace }: { onPlace: (place: Place | null) => void }) {
  const [text, setText] = useState('');
  return (
    <PlaceField
      id="where"
      label="Where"
      text={text}
      onTextChange={setText}
      onPlaceChange={onPlace}
    />
  );
}

describe('PlaceField', () => {
  it('suggests places as a labelled combobox and chooses one with the keyboard', async () => {
    const onPlace = vi.fn();
    render(<Harness onPlace={onPlace} />);
    const input = screen.getByRole('combobox', { name: 'Where' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Austin' } });
    const first = await screen.findByRole('option', { name: 'Austin, TX' }, { timeout: 5000 });
    expect(screen.getByRole('listbox')).toContainElement(first);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onPlace).toHaveBeenLastCalledWith(expect.objectContaining({ label: 'Austin, TX' }));
    expect(input).toHaveValue('Austin, TX');
    // Editing the text afterwards forgets the place.
    fireEvent.change(input, { target: { value: 'Austin, T' } });
    expect(onPlace).toHaveBeenLastCalledWith(null);
  });
});
