import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { submitDjApplication } from '../api/dj-profile-calls';
import { DjApplicationForm } from './DjApplicationForm';
import { renderWith } from './test-utils';

vi.mock('../api/dj-profile-calls', () => ({
  submitDjApplication: vi.fn(),
  updateDjProfile: vi.fn(),
  deleteDjProfile: vi.fn(),
}));
vi.mock('../hooks/use-storage-available', () => ({ useStorageAvailable: () => 'unavailable' }));
const submit = vi.mocked(submitDjApplication);

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const fill = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

function fillValid() {
  fill(textbox(/DJ \/ Artist Name/), 'DJ Nova');
  fill(textbox(/Location/), 'Austin, TX');
  fill(screen.getByRole('spinbutton', { name: /Hourly Rate/ }), '150');
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));

// A large MUI form renders slowly in jsdom on a small CI machine.
describe('DjApplicationForm', { timeout: 20_000 }, () => {
  beforeEach(() => {
    submit.mockReset();
    window.localStorage.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('says photo upload is unavailable and lets the DJ go on without one', () => {
    renderWith(<DjApplicationForm />);
    expect(screen.getByTestId('upload-unavailable-profile')).toHaveTextContent(
      'Photo upload is unavailable',
    );
    expect(screen.getByRole('img', { name: 'Profile Photo preview' })).toHaveAttribute(
      'src',
      '/images/dj-fallback.svg',
    );
  });

  it('toasts missing name and location first and marks the fields', async () => {
    const { toast } = renderWith(<DjApplicationForm />);
    send();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Required Fields Missing',
        description: 'Name and location are required.',
        variant: 'destructive',
      }),
    );
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(submit).not.toHaveBeenCalled();
  });

  it('refuses a rate outside $50–$50,000', async () => {
    const { toast } = renderWith(<DjApplicationForm />);
    fillValid();
    fill(screen.getByRole('spinbutton', { name: /Hourly Rate/ }), '20');
    send();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'Hourly rate must be between $50 and $50,000.' }),
    );
    expect(
      await screen.findByText('Hourly rate must be between $50 and $50,000.'),
    ).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });

  it('submits the cleaned values and goes to the pending page', async () => {
    submit.mockResolvedValue({ djId: 'u1', status: 'pending' });
    renderWith(<DjApplicationForm />, { path: '/become-dj' });
    fillValid();
    fill(textbox(/Website/), '  ');
    send();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/dj-profile-pending'),
    );
    expect(submit).toHaveBeenCalledWith({
      name: 'DJ Nova',
      location: 'Austin, TX',
      hourlyRate: 150,
      availableNow: false,
      genres: [],
      equipment: [],
    });
  });

  it('shows the server message for a known error under "Submission Failed"', async () => {
    submit.mockRejectedValue(
      Object.assign(new Error('You already have a DJ profile.'), {
        code: 'functions/already-exists',
      }),
    );
    const { toast } = renderWith(<DjApplicationForm />);
    fillValid();
    send();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Submission Failed',
        description: 'You already have a DJ profile.',
        variant: 'destructive',
      }),
    );
  });

  it('uses the catalogue text for anything else', async () => {
    submit.mockRejectedValue(Object.assign(new Error('internal'), { code: 'functions/internal' }));
    const { toast } = renderWith(<DjApplicationForm />);
    fillValid();
    send();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Submission Failed',
        description: 'There was an error submitting your application. Please try again.',
        variant: 'destructive',
      }),
    );
  });

  it('allows 3 applications an hour from this browser', async () => {
    submit.mockRejectedValue(new Error('offline'));
    const { toast } = renderWith(<DjApplicationForm />);
    fillValid();
    for (let i = 0; i < 4; i++) {
      send();
      await waitFor(() => expect(toast).toHaveBeenCalledTimes(i + 1));
    }
    expect(submit).toHaveBeenCalledTimes(3);
    expect(toast).toHaveBeenLastCalledWith(
      expect.objectContaining({ description: 'Too many attempts. Please slow down.' }),
    );
  });

  it('sends a signed-out visitor to sign in and back', () => {
    renderWith(<DjApplicationForm />, { session: { status: 'signed-out' } });
    send();
    expect(screen.getByTestId('location')).toHaveTextContent('/signin?next=%2Fbecome-dj');
  });
});
