import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resolvePlace, searchPlaces } from '../../../lib/gazetteer';
import { submitDjApplication } from '../api/dj-profile-calls';
import { PLACE_NOT_FOUND } from './form/dj-place';
import { DjApplicationForm } from './DjApplicationForm';
import { renderWith } from './test-utils';

vi.mock('../api/dj-profile-calls', () => ({
  submitDjApplication: vi.fn(),
  updateDjProfile: vi.fn(),
  deleteDjProfile: vi.fn(),
}));
vi.mock('../hooks/use-storage-available', () => ({ useStorageAvailable: () => 'unavailable' }));
// No place data in unit tests: a typed location is not found on the map.
vi.mock('../../../lib/gazetteer', () => ({
  resolvePlace: vi.fn(() => Promise.resolve(null)),
  searchPlaces: vi.fn(() => Promise.resolve([])),
  preloadPlaces: vi.fn(),
}));
const submit = vi.mocked(submitDjApplication);
const AUSTIN = { label: 'Austin, TX', lat: 30.2672, lng: -97.7431, kind: 'city' as const };

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const fill = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

/** The Location field: a suggestions field, loaded with the form (lazily). */
const locationField = () => screen.findByRole('combobox', { name: /Location/ });

async function fillValid() {
  fill(textbox(/DJ \/ Artist Name/), 'DJ Nova');
  fill(await locationField(), 'Austin, TX');
  fill(screen.getByRole('spinbutton', { name: /Hourly Rate/ }), '150');
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));

/** A valid form whose location is the Austin suggestion, chosen from the list. */
async function chooseAustin(): Promise<HTMLElement> {
  submit.mockResolvedValue({ djId: 'u1', status: 'pending' });
  vi.mocked(searchPlaces).mockResolvedValue([AUSTIN]);
  renderWith(<DjApplicationForm />, { path: '/become-dj' });
  await fillValid();
  const location = await locationField();
  fireEvent.focus(location);
  fill(location, 'Aus');
  fireEvent.click(await screen.findByRole('option', { name: 'Austin, TX' }));
  return location;
}

// A large MUI form renders slowly in jsdom: unit-dom gives every test 20 s (vitest.config.ts).
describe('DjApplicationForm', () => {
  beforeEach(() => {
    submit.mockReset();
    vi.mocked(resolvePlace).mockReset().mockResolvedValue(null);
    vi.mocked(searchPlaces).mockResolvedValue([]);
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
      '/images/dj-fallback.webp',
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
    await fillValid();
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

  it('submits the cleaned values, says "DJ Profile Created" and goes to the pending page', async () => {
    submit.mockResolvedValue({ djId: 'u1', status: 'pending' });
    const { toast } = renderWith(<DjApplicationForm />, { path: '/become-dj' });
    await fillValid();
    fill(textbox(/Website/), '  ');
    send();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/dj-profile-pending'),
    );
    expect(toast).toHaveBeenCalledExactlyOnceWith({
      title: 'DJ Profile Created',
      description: 'Your DJ profile has been submitted for review!',
    });
    expect(submit).toHaveBeenCalledWith({
      name: 'DJ Nova',
      location: 'Austin, TX',
      hourlyRate: 150,
      availableNow: false,
      genres: [],
      equipment: [],
      travelRadiusMi: 25,
    });
  });

  it('says the profile is live, not "submitted for review", when auto-accept verified it', async () => {
    submit.mockResolvedValue({ djId: 'u1', status: 'verified' });
    const { toast } = renderWith(<DjApplicationForm />, { path: '/become-dj' });
    await fillValid();
    send();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/dj-dashboard?tab=dj-profile'),
    );
    expect(toast).toHaveBeenCalledExactlyOnceWith({
      title: 'Welcome to Spinbook!',
      description: 'Your DJ profile was approved and is live.',
    });
  });

  it('shows the server message for a known error under "Submission Failed"', async () => {
    submit.mockRejectedValue(
      Object.assign(new Error('You already have a DJ profile.'), {
        code: 'functions/already-exists',
      }),
    );
    const { toast } = renderWith(<DjApplicationForm />);
    await fillValid();
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
    await fillValid();
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
    await fillValid();
    for (let i = 0; i < 4; i++) {
      send();
      await waitFor(() => expect(toast).toHaveBeenCalledTimes(i + 1));
    }
    expect(submit).toHaveBeenCalledTimes(3);
    expect(toast).toHaveBeenLastCalledWith(
      expect.objectContaining({ description: 'Too many attempts. Please slow down.' }),
    );
  });

  it('sends the chosen suggestion as coordinates, with the travel radius', async () => {
    const location = await chooseAustin();
    expect(location).toHaveValue('Austin, TX');
    fireEvent.change(screen.getByRole('combobox', { name: 'How far will you travel?' }), {
      target: { value: '50' },
    });
    send();
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(submit.mock.calls[0]?.[0]).toMatchObject({
      location: 'Austin, TX',
      baseLat: 30.2672,
      baseLng: -97.7431,
      travelRadiusMi: 50,
    });
    expect(resolvePlace).not.toHaveBeenCalled();
  });

  it('offers 10, 25, 50 and 100 miles, 25 to start with', () => {
    renderWith(<DjApplicationForm />);
    const select = screen.getByRole('combobox', { name: 'How far will you travel?' });
    expect(select).toHaveValue('25');
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      '10 miles',
      '25 miles',
      '50 miles',
      '100 miles',
    ]);
  });

  it('looks a typed location up once on submit and sends what it finds', async () => {
    submit.mockResolvedValue({ djId: 'u1', status: 'pending' });
    vi.mocked(resolvePlace).mockResolvedValue(AUSTIN);
    renderWith(<DjApplicationForm />, { path: '/become-dj' });
    await fillValid();
    send();
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(resolvePlace).toHaveBeenCalledWith('Austin, TX');
    expect(submit.mock.calls[0]?.[0]).toMatchObject({ baseLat: 30.2672, baseLng: -97.7431 });
  });

  it('still submits a place it cannot find, and says so under the field', async () => {
    submit.mockRejectedValue(new Error('offline'));
    renderWith(<DjApplicationForm />, { path: '/become-dj' });
    await fillValid();
    fireEvent.blur(await locationField());
    expect(await screen.findByText(PLACE_NOT_FOUND)).toBeInTheDocument();
    send();
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(submit.mock.calls[0]?.[0]).not.toHaveProperty('baseLat');
    expect(screen.getByText(PLACE_NOT_FOUND)).toBeInTheDocument();
  });

  it('forgets the coordinates when the location is edited after choosing', async () => {
    const location = await chooseAustin();
    fill(location, 'Austin, TX area');
    send();
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(resolvePlace).toHaveBeenCalledWith('Austin, TX area');
    expect(submit.mock.calls[0]?.[0]).not.toHaveProperty('baseLat');
  });

  it('sends a signed-out visitor to sign in and back', () => {
    renderWith(<DjApplicationForm />, { session: { status: 'signed-out' } });
    send();
    expect(screen.getByTestId('location')).toHaveTextContent('/signin?next=%2Fbecome-dj');
  });
});
