import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContext } from '../../../components/toast/toast-context';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationPreferences,
} from '../../../domain/notification-preferences';
import {
  firestoreError,
  loadingState,
  notFoundState,
  readyDoc,
} from '../../../lib/firebase/live-data-fixtures';
import type { LiveDoc } from '../../../lib/firebase/live-states';
import { deviceTimeZone, PREFERENCES_TEXTS } from '../model/preferences-form';
import { NotificationPreferencesSection } from './NotificationPreferencesSection';

const live = vi.hoisted(() => ({ settings: null as unknown }));
vi.mock('../api/use-notification-settings', () => ({
  useNotificationSettings: () => live.settings as LiveDoc<NotificationPreferences>,
}));
const api = vi.hoisted(() => ({
  saveNotificationSettings: vi.fn((_uid: string, _p: NotificationPreferences) => Promise.resolve()),
}));
vi.mock('../api/save-notification-settings', () => api);

const toast = vi.fn();
const section = () =>
  render(
    <ToastContext.Provider value={toast}>
      <NotificationPreferencesSection uid="u1" />
    </ToastContext.Provider>,
  );
const group = (name: string) => screen.getByRole('group', { name });
const save = () => screen.getByRole('button', { name: 'Save notification settings' });

beforeEach(() => {
  api.saveNotificationSettings.mockClear();
  toast.mockClear();
});

describe('NotificationPreferencesSection', () => {
  it('has a row per kind, with its words and a switch per channel', () => {
    live.settings = notFoundState;
    section();
    for (const kind of NOTIFICATION_KINDS) {
      const row = group(NOTIFICATION_KIND_LABELS[kind].label);
      expect(row).toHaveTextContent(NOTIFICATION_KIND_LABELS[kind].detail);
      for (const label of Object.values(NOTIFICATION_CHANNEL_LABELS)) {
        // Never saved: everything on, as the server reads a missing document.
        expect(within(row).getByRole('switch', { name: label })).toBeChecked();
      }
    }
    expect(save()).toBeDisabled();
  });

  it('saves the whole document, quiet hours in this device’s zone, and says so', async () => {
    live.settings = notFoundState;
    section();
    fireEvent.click(
      within(group('Messages')).getByRole('switch', { name: NOTIFICATION_CHANNEL_LABELS.email }),
    );
    fireEvent.click(within(group('Quiet hours')).getByRole('switch', { name: 'Quiet hours' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '23:00' } });
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '06:30' } });
    expect(screen.getByText(/this device’s time zone/)).toHaveTextContent(
      deviceTimeZone().replace(/_/g, ' '),
    );
    fireEvent.click(save());
    await waitFor(() => expect(api.saveNotificationSettings).toHaveBeenCalledTimes(1));
    expect(api.saveNotificationSettings).toHaveBeenCalledWith('u1', {
      push: DEFAULT_NOTIFICATION_PREFERENCES.push,
      email: { ...DEFAULT_NOTIFICATION_PREFERENCES.email, messages: false },
      quietHours: { start: '23:00', end: '06:30', timeZone: deviceTimeZone() },
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: PREFERENCES_TEXTS.saved }));
    await waitFor(() => expect(save()).toBeDisabled());
  });

  it('refuses quiet hours that start and end at the same time, and saves nothing', async () => {
    live.settings = readyDoc<NotificationPreferences>({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      quietHours: { start: '22:00', end: '07:00', timeZone: 'UTC' },
    });
    section();
    expect(screen.getByLabelText('From')).toHaveValue('22:00');
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '22:00' } });
    fireEvent.click(save());
    expect(await screen.findByText(PREFERENCES_TEXTS.same)).toBeVisible();
    expect(screen.getByLabelText('Until')).toHaveAttribute('aria-invalid', 'true');
    expect(api.saveNotificationSettings).not.toHaveBeenCalled();
  });

  it('says when saving failed, and keeps what was chosen', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.saveNotificationSettings.mockRejectedValueOnce(firestoreError('permission-denied'));
    live.settings = notFoundState;
    section();
    const payouts = within(group('Payouts')).getByRole('switch', {
      name: NOTIFICATION_CHANNEL_LABELS.push,
    });
    fireEvent.click(payouts);
    fireEvent.click(save());
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: PREFERENCES_TEXTS.failed,
        variant: 'destructive',
      }),
    );
    expect(payouts).not.toBeChecked();
    expect(save()).toBeEnabled();
    warn.mockRestore();
  });

  it('waits while loading, and says when the settings cannot be read', () => {
    live.settings = loadingState;
    const { unmount } = section();
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
    unmount();
    live.settings = { ...notFoundState, error: firestoreError('permission-denied') };
    section();
    expect(screen.getByRole('alert')).toHaveTextContent(PREFERENCES_TEXTS.loadFailed);
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
  });
});
