// The Availability tab's "Block days" form: its values, the request they make and the errors
// the domain's check gives, put on the field they are about.
import type { FormikErrors } from 'formik';
import {
  BLOCK_NOTE_INVALID,
  BLOCK_NOTE_TOO_LONG,
  BLOCK_WEEKDAY_INVALID,
  checkBlockRequest,
  type AvailabilityBlock,
  type BlockRequest,
} from '../../../domain/availability';

export const BLOCK_FORM_KINDS = [
  { value: 'day', label: 'One day' },
  { value: 'range', label: 'A range of days' },
  { value: 'weekday', label: 'Every week on a day' },
] as const;

export type BlockFormKind = (typeof BLOCK_FORM_KINDS)[number]['value'];

export interface BlockFormValues {
  kind: BlockFormKind;
  from: string;
  to: string;
  /** '0'–'6' from the select (0 = Sunday). */
  weekday: string;
  note: string;
}

export const EMPTY_BLOCK_FORM: BlockFormValues = {
  kind: 'day',
  from: '',
  to: '',
  weekday: '1',
  note: '',
};

export const BLOCK_TEXTS = {
  heading: 'Block days',
  intro:
    'Days you cannot play: clients cannot request them, and they show as unavailable on your profile. Nobody else sees your note.',
  listHeading: 'Blocked days',
  empty: 'No blocked days. Clients can request any day you are not booked.',
  submit: 'Block',
  submitting: 'Blocking…',
  blocked: 'Days blocked',
  unblocked: 'Days unblocked',
  failed: 'Could not block these days',
  unblockFailed: 'Could not unblock these days',
  fromCalendar: 'From your calendar',
  noteLabel: 'Note (only you see it)',
} as const;

/** The request the form's values make. */
export function blockRequestOf(values: BlockFormValues): BlockRequest {
  const note = values.note;
  if (values.kind === 'weekday') return { weekday: Number(values.weekday), note };
  const from = values.from;
  return { from, to: values.kind === 'day' ? from : values.to, note };
}

/** Formik's validate: the domain's check, its one error on the field it is about. */
export function validateBlockForm(
  values: BlockFormValues,
  today: string,
): FormikErrors<BlockFormValues> {
  const checked = checkBlockRequest(blockRequestOf(values), today);
  if (checked.ok) return {};
  const { error } = checked;
  if (error === BLOCK_NOTE_TOO_LONG || error === BLOCK_NOTE_INVALID) return { note: error };
  if (error === BLOCK_WEEKDAY_INVALID) return { weekday: error };
  // A range's order and length are about its last day once the first is a real, open day.
  if (values.kind === 'range' && values.from && values.from >= today && values.to) {
    return { to: error };
  }
  return { from: error };
}

/**
 * The blocks the tab lists: weekday rules first, then days and ranges by their first day;
 * those wholly past are left out (nobody books them, and the server drops them from the
 * public calendar).
 */
export function listedBlocks(
  blocks: readonly (AvailabilityBlock | null)[],
  today: string,
): AvailabilityBlock[] {
  const key = (block: AvailabilityBlock) =>
    block.span.kind === 'weekday' ? `0${block.span.weekday}` : `1${block.span.from}`;
  return blocks
    .filter((block): block is AvailabilityBlock => block !== null)
    .filter((block) => block.span.kind === 'weekday' || block.span.to >= today)
    .sort((a, b) => key(a).localeCompare(key(b)));
}
