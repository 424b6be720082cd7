import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MessageComposer } from './MessageComposer';

function Harness({
  onSend,
  error = null,
}: {
  onSend: (text: string) => void;
  error?: string | null;
}) {
  const [value, setValue] = useState('');
  return (
    <MessageComposer
      value={value}
      error={error}
      disabled={false}
      onChange={setValue}
      onSend={() => onSend(value)}
    />
  );
}

describe('MessageComposer', () => {
  it('sends on Enter, not on Shift+Enter, and never when empty', () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    const input = screen.getByRole('textbox', { name: 'Message' });
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '   ' } });
    expect(send).toBeDisabled();
    fireEvent.change(input, { target: { value: 'See you at 8' } });
    expect(send).toBeEnabled();
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('See you at 8');
  });

  it('counts characters out of 1000, caps the input and shows the hint', () => {
    render(<Harness onSend={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: 'Message' });
    expect(input).toHaveAttribute('maxLength', '1000');
    fireEvent.change(input, { target: { value: 'hello' } });
    expect(screen.getByText('5/1000')).toBeInTheDocument();
    expect(screen.getByText('Press Enter to send, Shift+Enter for new line')).toBeInTheDocument();
  });

  it('shows a validation error under the box and disables sending', () => {
    render(
      <Harness
        onSend={vi.fn()}
        error="Please keep all communication within the platform for safety and security."
      />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: 'whatsapp me' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Please keep all communication');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });
});
