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
  setDoc: vi.fn(() => Promise.resolve()),
  updateDoc: vi.fn(() => Promise.resolve()),
  deleteDoc: vi.fn(() => Promise.resolve()),
}));

vi.mock('../../../lib/firebase/firestore', () => ({ firestore: { name: 'db' } }));
vi.mock('firebase/firestore', () => ({
  collection: (_db: unknown, ...path: string[]) => ({ path: path.join('/') }),
  doc: (parent: { path?: string }, ...path: string[]) =>
    path.length > 0
      ? { id: path[path.length - 1], path: path.join('/') }
      : { id: 'auto1', path: `${parent.path ?? ''}/auto1` },
  serverTimestamp: () => 'SERVER_TIME',
  deleteField: () => 'DELETE_FIELD',
  setDoc: sdk.setDoc,
  updateDoc: sdk.updateDoc,
  deleteDoc: sdk.deleteDoc,
}));

const UID = 'u1OwnerUidAbcdefghijklmnopqr';
const write: EventWrite = {
  title: 'Warehouse Night',
  description: '',
  venue: 'The Warehouse',
  location: 'Austin, TX',
  eventType: 'upcoming',
  status: 'draft',
  eventDate: new Date(2099, 5, 1, 20, 0),
  searchTokens: ['wa', 'war'],
};

describe('event writes', () => {
  beforeEach(() => {
    sdk.setDoc.mockClear();
    sdk.updateDoc.mockClear();
    sdk.deleteDoc.mockClear();
  });

  it('creates an event with the owner and server times, without djId when unlinked', async () => {
    await expect(createEvent(UID, write)).resolves.toBe('auto1');
    expect(sdk.setDoc).toHaveBeenCalledWith(
      { id: 'auto1', path: 'events/auto1' },
      { ...write, ownerUid: UID, createdAt: 'SERVER_TIME', updatedAt: 'SERVER_TIME' },
    );
  });

  it('creates a linked event with its djId', async () => {
    await createEvent(UID, { ...write, djId: UID });
    expect(sdk.setDoc).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ djId: UID }),
    );
  });

  it('refuses to create without a user or a title', async () => {
    await expect(createEvent('', write)).rejects.toThrow('User not authenticated');
    await expect(createEvent(UID, { ...write, title: ' ' })).rejects.toThrow(
      'Event title is required',
    );
    expect(sdk.setDoc).not.toHaveBeenCalled();
  });

  it('updates the fields and updatedAt, deleting djId to unlink', async () => {
    await updateEvent('e1', write);
    expect(sdk.updateDoc).toHaveBeenCalledWith(
      { id: 'e1', path: 'events/e1' },
      { ...write, djId: 'DELETE_FIELD', updatedAt: 'SERVER_TIME' },
    );
    await updateEvent('e1', { ...write, djId: UID });
    expect(sdk.updateDoc).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ djId: UID }),
    );
  });

  it('adds and deletes links under the event', async () => {
    await expect(
      addEventLink('e1', { linkType: 'youtube', url: 'https://youtu.be/x' }),
    ).resolves.toBe('auto1');
    expect(sdk.setDoc).toHaveBeenCalledWith(
      { id: 'auto1', path: 'events/e1/links/auto1' },
      { linkType: 'youtube', url: 'https://youtu.be/x', createdAt: 'SERVER_TIME' },
    );
    await deleteEventLink('e1', 'l1');
    expect(sdk.deleteDoc).toHaveBeenCalledWith({ id: 'l1', path: 'events/e1/links/l1' });
  });

  it('words Firestore errors for people', () => {
    const err = (code: string, message = 'raw') => Object.assign(new Error(message), { code });
    expect(writeErrorMessage(err('permission-denied'))).toBe(
      'You do not have permission to do that.',
    );
    expect(writeErrorMessage(err('unavailable'))).toBe(
      'The service is unreachable. Check your connection and try again.',
    );
    expect(writeErrorMessage(new Error('Event title is required'))).toBe('Event title is required');
    expect(writeErrorMessage('boom')).toBe('Something went wrong. Please try again.');
  });
});
