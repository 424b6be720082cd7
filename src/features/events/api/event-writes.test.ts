import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventWrite } from '../../../domain/event-schema';
import {
  addEventLink,
  createEvent,
  deleteEventLink,
  updateEvent,
  writeErrorMessage,
} from './event-writes';

const sdk = vi.hoisted(() => ({
  deleteDoc: vi.fn(() => Promise.resolve()),
  saveEvent: vi.fn((_input: unknown) => Promise.resolve({ eventId: 'ev1', created: true })),
  addEventLink: vi.fn((_input: unknown) => Promise.resolve({ linkId: 'ln1' })),
}));

vi.mock('../../../lib/firebase/firestore', () => ({ firestore: { name: 'db' } }));
vi.mock('../../../lib/firebase/content-callables', () => ({
  saveEvent: sdk.saveEvent,
  addEventLink: sdk.addEventLink,
}));
vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, ...path: string[]) => ({ id: path[path.length - 1], path: path.join('/') }),
  deleteDoc: sdk.deleteDoc,
}));

const UID = 'u1OwnerUidAbcdefghijklmnopqr';
// Next year: inside the 2-year bound on event dates (decision 0031) whenever this runs.
const DATE = new Date(new Date().getFullYear() + 1, 5, 1, 20, 0);
const write: EventWrite = {
  title: 'Warehouse Night',
  description: '',
  venue: 'The Warehouse',
  location: 'Austin, TX',
  eventType: 'upcoming',
  status: 'draft',
  eventDate: DATE,
  searchTokens: ['wa', 'war'],
};
/** What saveEvent receives: no tokens (the server computes them), the date as an instant. */
const input: Record<string, unknown> = { ...write, eventDate: DATE.toISOString() };
delete input.searchTokens;

describe('event writes', () => {
  beforeEach(() => {
    sdk.deleteDoc.mockClear();
    sdk.saveEvent.mockClear();
    sdk.addEventLink.mockClear();
  });

  it('creates an event through saveEvent, without djId when unlinked', async () => {
    await expect(createEvent(UID, write)).resolves.toBe('ev1');
    expect(sdk.saveEvent).toHaveBeenCalledWith(input);
  });

  it('creates a linked event with its djId, and an undated one with an empty date', async () => {
    await createEvent(UID, { ...write, djId: UID, eventDate: null });
    expect(sdk.saveEvent).toHaveBeenCalledWith({ ...input, djId: UID, eventDate: '' });
  });

  it('refuses to create without a user or a title', async () => {
    await expect(createEvent('', write)).rejects.toThrow('User not authenticated');
    await expect(createEvent(UID, { ...write, title: ' ' })).rejects.toThrow(
      'Event title is required',
    );
    expect(sdk.saveEvent).not.toHaveBeenCalled();
  });

  it('updates with the event id; without djId the server unlinks', async () => {
    await updateEvent('e1', write);
    expect(sdk.saveEvent).toHaveBeenCalledWith({ ...input, eventId: 'e1' });
    await updateEvent('e1', { ...write, djId: UID });
    expect(sdk.saveEvent).toHaveBeenLastCalledWith({ ...input, eventId: 'e1', djId: UID });
  });

  it('adds links through addEventLink and deletes them under the event', async () => {
    await expect(
      addEventLink('e1', { linkType: 'youtube', url: 'https://youtu.be/x' }),
    ).resolves.toBe('ln1');
    expect(sdk.addEventLink).toHaveBeenCalledWith({
      eventId: 'e1',
      linkType: 'youtube',
      url: 'https://youtu.be/x',
    });
    await deleteEventLink('e1', 'l1');
    expect(sdk.deleteDoc).toHaveBeenCalledWith({ id: 'l1', path: 'events/e1/links/l1' });
  });

  it('words Firestore and callable errors for people', () => {
    const err = (code: string, message = 'raw') => Object.assign(new Error(message), { code });
    expect(writeErrorMessage(err('permission-denied'))).toBe(
      'You do not have permission to do that.',
    );
    expect(writeErrorMessage(err('unavailable'))).toBe(
      'The service is unreachable. Check your connection and try again.',
    );
    expect(writeErrorMessage(err('functions/unavailable'))).toBe(
      'The service is unreachable. Check your connection and try again.',
    );
    // The server's own words, without the HTTP status the SDK appends.
    expect(
      writeErrorMessage(
        err(
          'functions/invalid-argument',
          'Please keep all communication within the platform for safety and security. [400]',
        ),
      ),
    ).toBe('Please keep all communication within the platform for safety and security.');
    expect(writeErrorMessage(err('functions/internal', 'INTERNAL'))).toBe(
      'Something went wrong. Please try again.',
    );
    expect(writeErrorMessage(new Error('Event title is required'))).toBe('Event title is required');
    expect(writeErrorMessage('boom')).toBe('Something went wrong. Please try again.');
  });
});
