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
