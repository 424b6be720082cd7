import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteDjProfile, updateDjProfile } from '../api/dj-profile-calls';
import { parseOwnDj } from '../model/own-dj';
import { DjProfileEditForm } from './DjProfileEditForm';
import { renderWith } from './test-utils';

vi.mock('../api/dj-profile-calls', () => ({
  submitDjApplication: vi.fn(),
  updateDjProfile: vi.fn(),
  deleteDjProfile: vi.fn(),
}));
vi.mock('../hooks/use-storage-available', () => ({ useStorageAvailable: () => 'unavailable' }));
vi.mock('../../../lib/gazetteer', () => ({
  resolvePlace: vi.fn(() => Promise.resolve(null)),
  searchPlaces: vi.fn(() => Promise.resolve([])),
  preloadPlaces: vi.fn(),
}));
const update = vi.mocked(updateDjProfile);
const remove = vi.mocked(deleteDjProfile);

const profile = parseOwnDj('u1', {
  name: 'DJ Nova',
  location: 'Austin, TX',
  hourlyRateCents: 15000,
  genres: ['House'],
  equipment: ['Mixer', 'Speakers'],
  status: 'verified',
});
const contact = { phone: '555 0100', email: 'nova@example.test' };

const show = () => renderWith(<DjProfileEditForm profile={profile} contact={contact} />);
const rate = () => screen.getByRole('textbox', { name: /Hourly Rate/ });

describe('DjProfileEditForm', { timeout: 20_000 }, () => {
  beforeEach(() => {
    update.mockReset();
    remove.mockReset();
    window.localStorage.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('shows the stored profile: whole dollars, comma lists, contact', () => {
    show();
    expect(rate()).toHaveValue('150');
    expect(screen.getByRole('textbox', { name: /Genres/ })).toHaveValue('House');
    expect(screen.getByRole('textbox', { name: /Equipment/ })).toHaveValue('Mixer, Speakers');
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('555 0100');
    expect(screen.getByText('Verified')).toBeInTheDocument();
  });

  it('refuses a rate that is not a number with the range text', async () => {
    const { toast } = show();
    fireEvent.change(rate(), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'Hourly rate must be between $50 and $50,000.' }),
    );
    expect(
      await screen.findByText('Hourly rate must be between $50 and $50,000.'),
    ).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('saves every field and says "Profile Updated" in the spec\'s words', async () => {
    update.mockResolvedValue({ djId: 'u1' });
    const { toast } = show();
    fireEvent.change(rate(), { target: { value: '275' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Genres/ }), {
      target: { value: 'House, , Techno ' },
    });
    fireEvent.click(screen.getByLabelText('Available Now'));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Profile Updated',
        description: 'Your DJ profile has been updated successfully!',
      }),
    );
    expect(update).toHaveBeenCalledWith({
      name: 'DJ Nova',
      location: 'Austin, TX',
      hourlyRate: 275,
      availableNow: true,
      genres: ['House', 'Techno'],
      equipment: ['Mixer', 'Speakers'],
      phone: '555 0100',
      email: 'nova@example.test',
      travelRadiusMi: 25,
    });
  });

  it('says "Update Failed" when saving fails', async () => {
    update.mockRejectedValue(new Error('offline'));
    const { toast } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Update Failed',
        description: 'Failed to update profile. Please try again.',
        variant: 'destructive',
      }),
    );
  });

  it("saves the seeded DJ's profile unchanged: the site's own photos, a bio stored as HTML (issue 38)", async () => {
    update.mockResolvedValue({ djId: 'u1' });
    const seeded = parseOwnDj('u1', {
      name: 'Marcus Reid',
      location: 'Austin, TX',
      hourlyRateCents: 15000,
      bio: '<p>Open-format DJ with <strong>12 years</strong> behind the decks.</p><p>Hip-hop, R&amp;B</p>',
      photoUrl: '/seed/djs/photo-01.webp',
      coverImageUrl: '/seed/djs/cover-01.webp',
      genres: ['Hip-Hop'],
      status: 'verified',
    });
    const { toast } = renderWith(<DjProfileEditForm profile={seeded} contact={contact} />);
    // The bio is edited as the text it shows, not as markup.
    expect(screen.getByRole('textbox', { name: /Bio/ })).toHaveValue(
      'Open-format DJ with 12 years behind the decks.\n\nHip-hop, R&B',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Profile Updated',
        description: 'Your DJ profile has been updated successfully!',
      }),
    );
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({
        bio: 'Open-format DJ with 12 years behind the decks.\n\nHip-hop, R&B',
        photoUrl: '/seed/djs/photo-01.webp',
        coverImageUrl: '/seed/djs/cover-01.webp',
      }),
    );
  });

  it('names a refused photo in the toast and under the field, and lets it be removed', async () => {
    update.mockResolvedValue({ djId: 'u1' });
    const hotLinked = parseOwnDj('u1', {
      name: 'DJ Nova',
      location: 'Austin, TX',
      hourlyRateCents: 15000,
      photoUrl: 'https://images.example/nova.png',
      status: 'verified',
    });
    const { toast } = renderWith(<DjProfileEditForm profile={hotLinked} contact={contact} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(toast).toHaveBeenCalledWith({
      title: 'Validation Error',
      description:
        'Please fix the errors in the form. Profile Photo: Please upload the image again.',
      variant: 'destructive',
    });
    expect(await screen.findByTestId('image-error-profile')).toHaveTextContent(
      'Please upload the image again.',
    );
    expect(update).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Profile Photo' }));
    await waitFor(() => expect(screen.queryByTestId('image-error-profile')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]?.[0]).not.toHaveProperty('photoUrl');
  });

  it("marks the field the server refused (a photo in someone else's folder)", async () => {
    update.mockRejectedValue(
      Object.assign(new Error('refused'), {
        code: 'functions/invalid-argument',
        message:
          'Please fix the errors in the form. Cover Image: Please upload the image again. [400]',
        details: {
          title: 'Validation Error',
          problems: [{ path: 'coverImageUrl', message: 'Please upload the image again.' }],
        },
      }),
    );
    const uploaded = parseOwnDj('u1', {
      name: 'DJ Nova',
      location: 'Austin, TX',
      hourlyRateCents: 15000,
      coverImageUrl:
        'https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/dj-profiles%2Fsomeone%2Fcover-1.png?alt=media',
      status: 'verified',
    });
    const { toast } = renderWith(<DjProfileEditForm profile={uploaded} contact={contact} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Update Failed',
        description:
          'Please fix the errors in the form. Cover Image: Please upload the image again.',
        variant: 'destructive',
      }),
    );
    expect(await screen.findByTestId('image-error-cover')).toHaveTextContent(
      'Please upload the image again.',
    );
  });

  it('deletes only after the confirmation', async () => {
    remove.mockResolvedValue({ djId: 'u1', deleted: true });
    const { toast } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your DJ profile?' });
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(
      Array.from(dialog.querySelectorAll('button')).find(
        (b) => b.textContent === 'Delete Profile',
      )!,
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Profile Deleted',
        description: 'DJ profile has been deleted successfully.',
      }),
    );
    expect(remove).toHaveBeenCalledWith({});
  });

  it('says "Deletion Failed" when deleting fails', async () => {
    remove.mockRejectedValue(new Error('offline'));
    const { toast } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Profile' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(
      Array.from(dialog.querySelectorAll('button')).find(
        (b) => b.textContent === 'Delete Profile',
      )!,
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Deletion Failed',
        description: 'Failed to delete profile. Please try again.',
        variant: 'destructive',
      }),
    );
  });
});
