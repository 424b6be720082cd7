import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '@testing-library/jest-dom/vitest';
import { GENERIC_ERROR, TOO_MANY_ATTEMPTS } from '../../../domain';
import { CONTACT_OFFLINE, ContactForm } from './ContactForm';

const VALUES = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@example.test',
  subject: 'Wedding in June',
  message: 'Do you have DJs near Austin?',
};

const LABELS: Record<keyof typeof VALUES, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
};

function fill(values: Partial<typeof VALUES>) {
  for (const [key, value] of Object.entries(values)) {
    fireEvent.change(screen.getByRole('textbox', { name: LABELS[key as keyof typeof VALUES] }), {
      target: { value },
    });
  }
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

describe('ContactForm', () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it('labels every field and marks them required', () => {
    render(<ContactForm send={vi.fn()} />);
    for (const label of Object.values(LABELS)) {
      expect(screen.getByRole('textbox', { name: label })).toBeRequired();
    }
  });

  it('shows the schema errors and sends nothing while invalid', async () => {
    const send = vi.fn();
    render(<ContactForm send={send} />);
    submit();
    expect(await screen.findAllByText('Required')).toHaveLength(5);
    fill({ ...VALUES, email: 'ana@example', subject: 's'.repeat(201) });
    submit();
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Must be less than 200 characters')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the values and confirms with the name and e-mail', async () => {
    const send = vi.fn().mockResolvedValue('id1');
    render(<ContactForm send={send} />);
    fill(VALUES);
    submit();
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    expect(screen.getByTestId('contact-sent')).toHaveTextContent(
      'Thanks, Ana. Our team has your message and will reply to ana@example.test',
    );
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(VALUES);

    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  });

  it('keeps what was typed and says so when the send fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const send = vi.fn().mockRejectedValue(new Error('unavailable'));
    render(<ContactForm send={send} />);
    fill(VALUES);
    submit();
    expect(await screen.findByText(GENERIC_ERROR)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(VALUES.message);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    submit();
    expect(await screen.findByText(CONTACT_OFFLINE)).toBeInTheDocument();
  });

  it('answers a filled honeypot like a success without sending', async () => {
    const send = vi.fn();
    const { container } = render(<ContactForm send={send} />);
    fill(VALUES);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    fireEvent.change(honeypot!, { target: { value: 'http://spam.example' } });
    submit();
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('applies the spec default limit of 20 sends an hour', async () => {
    // 20 sends in the last hour, as the limiter stores them.
    const now = Date.now();
    window.localStorage.setItem(
      'spinbook:attempts:default',
      JSON.stringify({ attempts: Array.from({ length: 20 }, (_, i) => now - i * 60_000) }),
    );
    const send = vi.fn().mockResolvedValue('id');
    render(<ContactForm send={send} />);
    fill(VALUES);
    submit();
    expect(await screen.findByText(TOO_MANY_ATTEMPTS)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue(VALUES.subject);
  });
});
