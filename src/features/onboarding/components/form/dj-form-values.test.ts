import { describe, expect, it } from 'vitest';
import { cents, emptyDjProfile, HOURLY_RATE_RANGE, REQUIRED } from '../../../../domain';
import { parseOwnDj } from '../../model/own-dj';
import {
  applicationInput,
  editorInput,
  editorValuesFrom,
  inputErrors,
  wholeDollars,
  type DjEditorValues,
} from './dj-form-values';

const valid = {
  ...emptyDjProfile,
  name: ' DJ Nova ',
  location: 'Austin, TX',
  hourlyRate: 150 as number | '',
};

describe('applicationInput', () => {
  it('trims, omits empty optional fields and tidies the lists', () => {
    expect(
      applicationInput({
        ...valid,
        websiteUrl: '  ',
        phone: ' 555 0100 ',
        genres: ['House', ' house ', '', 'Techno'],
      }),
    ).toEqual({
      name: 'DJ Nova',
      location: 'Austin, TX',
      hourlyRate: 150,
      availableNow: false,
      phone: '555 0100',
      genres: ['House', 'Techno'],
      equipment: [],
      travelRadiusMi: 25,
    });
  });

  it('sends the chosen place as a coordinate pair, and the travel radius', () => {
    const placed = { ...valid, baseLat: 30.2672, baseLng: -97.7431, travelRadiusMi: 50 };
    expect(applicationInput(placed)).toMatchObject({
      baseLat: 30.2672,
      baseLng: -97.7431,
      travelRadiusMi: 50,
    });
    expect(inputErrors(applicationInput(placed))).toEqual({});
    // Half a pair (never produced by the form) is not sent.
    expect(applicationInput({ ...valid, baseLat: 30.2672 })).not.toHaveProperty('baseLat');
  });

  it('turns an empty rate into a range error, not a silent 0', () => {
    expect(inputErrors(applicationInput({ ...valid, hourlyRate: '' }))).toEqual({
      hourlyRate: HOURLY_RATE_RANGE,
    });
  });

  it('reports required name and location', () => {
    expect(inputErrors(applicationInput(emptyDjProfile))).toMatchObject({
      name: REQUIRED,
      location: REQUIRED,
    });
  });

  it('shows a list entry problem on the list field', () => {
    const errors = inputErrors(applicationInput({ ...valid, genres: ['x'.repeat(51)] }));
    expect(errors.genres).toBe('Must be less than 50 characters');
  });

  it('is valid for a complete form', () => {
    expect(inputErrors(applicationInput(valid))).toEqual({});
  });
});

describe('wholeDollars', () => {
  it.each([
    ['150', 150],
    [' 150.9 ', 150],
    ['abc', 0],
    ['', 0],
  ])('%j → %d', (text, dollars) => expect(wholeDollars(text)).toBe(dollars));

  it('makes a non-numeric rate fail validation with the range text', () => {
    const values: DjEditorValues = {
      ...editorValuesFrom(parseOwnDj('u1', { name: 'A', location: 'B', hourlyRateCents: 10000 }), {
        phone: '',
        email: '',
      }),
      hourlyRate: 'abc',
    };
    expect(inputErrors(editorInput(values))).toEqual({ hourlyRate: HOURLY_RATE_RANGE });
  });
});

describe('the DJ dashboard editor values', () => {
  const profile = parseOwnDj('u1', {
    name: 'DJ Nova',
    location: 'Austin, TX',
    hourlyRateCents: cents(15000),
    availableNow: true,
    genres: ['House', 'Techno'],
    equipment: ['Mixer'],
    websiteUrl: 'https://nova.example',
    status: 'verified',
  });

  it('shows the stored profile as text: whole dollars and comma lists', () => {
    expect(editorValuesFrom(profile, { phone: '555', email: 'a@b.co' })).toMatchObject({
      name: 'DJ Nova',
      hourlyRate: '150',
      availableNow: true,
      genres: 'House, Techno',
      equipment: 'Mixer',
      websiteUrl: 'https://nova.example',
      phone: '555',
      email: 'a@b.co',
      youtubeUrl: '',
    });
  });

  it('sends comma lists trimmed with empty entries dropped', () => {
    const values = editorValuesFrom(profile, { phone: '', email: '' });
    expect(
      editorInput({ ...values, genres: ' House ,, techno , ', equipment: ',', hourlyRate: '200' }),
    ).toEqual({
      name: 'DJ Nova',
      location: 'Austin, TX',
      hourlyRate: 200,
      availableNow: true,
      genres: ['House', 'techno'],
      equipment: [],
      websiteUrl: 'https://nova.example',
      travelRadiusMi: 25,
    });
  });

  it('keeps the stored base and radius, so saving does not take the DJ off the map', () => {
    const placed = parseOwnDj('u1', {
      name: 'DJ Nova',
      location: 'Austin, TX',
      hourlyRateCents: cents(15000),
      base: { lat: 30.2672, lng: -97.7431, geohash: '9v6kpmr1w0' },
      travelRadiusMi: 100,
      status: 'verified',
    });
    expect(editorInput(editorValuesFrom(placed, { phone: '', email: '' }))).toMatchObject({
      baseLat: 30.2672,
      baseLng: -97.7431,
      travelRadiusMi: 100,
    });
  });
});
