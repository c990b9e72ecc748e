import { describe, expect, it } from 'vitest';
import {
  NO_STATE,
  POCKET_MSG,
  pocketRow,
  pocketState,
  propertyTypeLabel,
  propertyTypeOptions,
  stateGroups,
  dateToUnix,
  unixToDate,
} from '@/lib/pocket/rules';
import { checkPocket, EMPTY_POCKET, type PocketValues } from '@/lib/pocket/check';
import { PocketInput } from '@/lib/pocket/schema';

const filled: PocketValues = {
  ...EMPTY_POCKET,
  address: '1420 Dolores St',
  city: 'San Francisco',
  state: 'CA',
  zip: '94110',
  price: '$1,895,000',
  listingDate: '2026-11-20',
  propertyType: 'sfamily',
  status: 'active',
  active: '1',
  beds: '4',
  baths: '2.5',
  sqft: '2350',
  yearBuilt: '1920',
  lat: '37.7539',
  lng: '-122.4178',
  photos: ['http://upstream.test/media/uploads/a.jpg'],
};

describe('exclusive listings: labels', () => {
  it.each([
    ['sfamily', 'House'],
    ['condo', 'Condo / Townhouse'],
    ['townhouse', 'Condo / Townhouse'],
    ['studio', 'Condo / Townhouse'],
    ['mfr', 'Mobile / Manufactured'],
    ['mfr433', 'Mobile / Manufactured'],
    ['mobileland', 'Mobile / Manufactured'],
    ['land', 'Land'],
    ['mfamily', 'Multi-Family'],
    ['resinc', 'Income Property'],
    ['castle', 'Other'],
    ['', 'Other'],
  ])('%s reads %s', (value, label) => expect(propertyTypeLabel(value)).toBe(label));

  it('the form offers the six, and keeps a stored type outside them', () => {
    expect(propertyTypeOptions('').map((o) => o.value)).toEqual(['sfamily', 'condo', 'mfamily', 'mobileland', 'land', 'other']);
    expect(propertyTypeOptions('mfamily').find((o) => o.value === 'mfamily')?.label).toBe('Multi-family');
    expect(propertyTypeOptions('townhouse').at(-1)).toEqual({ value: 'townhouse', label: 'Condo / Townhouse' });
  });

  it("states: 'N/A' always; US with no countries or us; Canadian provinces with ca", () => {
    const labels = (c: string[]) => stateGroups(c).map((g) => g.label);
    expect(labels([])).toEqual(['None', 'United States']);
    expect(labels(['us'])).toEqual(['None', 'United States']);
    expect(labels(['ca'])).toEqual(['None', 'Canada']);
    expect(labels(['US', 'CA'])).toEqual(['None', 'United States', 'Canada']);
    expect(stateGroups([])[0]?.options).toEqual([{ value: NO_STATE, label: 'N/A' }]);
  });

  it('the three states of the list', () => {
    expect(pocketState({ pocketListingsEnabled: true, pocketListingsAutomated: true })).toBe('automated');
    expect(pocketState({ pocketListingsEnabled: false })).toBe('disabled');
    expect(pocketState({ pocketListingsEnabled: true })).toBe('enabled');
  });

  it("a row: status names (closed reads 'Sold'), the agent, automated from tp_id", () => {
    const row = pocketRow({
      listing_key: 'K',
      full_address: '1 A St',
      city: 'Oakland',
      state: 'CA',
      zip: '94610',
      hide_address: 1,
      photos: [],
      beds: 2,
      baths: 1,
      property_type: 'mfr',
      status: 'closed',
      price: 500000,
      active: 0,
      display_name: null,
      available_globally: 1,
      tp_id: 'feed-1',
    });
    expect(row).toMatchObject({
      status: 'Sold',
      propertyType: 'Mobile / Manufactured',
      agent: '',
      automated: true,
      hideAddress: true,
      availableGlobally: true,
      photo: null,
      price: '$500,000',
    });
  });

  it('the listing date travels as unix seconds and back, whatever the zone', () => {
    expect(unixToDate(dateToUnix('2026-02-28'))).toBe('2026-02-28');
    expect(unixToDate(0)).toBe('');
  });
});

describe('the exclusive-listing form check', () => {
  it("an empty form: 'Required' on address, city, zip and price, then each choice and the location", () => {
    const r = checkPocket({ ...EMPTY_POCKET, active: '' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual({
      address: POCKET_MSG.required,
      city: POCKET_MSG.required,
      zip: POCKET_MSG.required,
      price: POCKET_MSG.required,
      propertyType: 'Please choose a property type',
      status: 'Please choose a status',
      active: 'Please choose an active status',
      listingDate: 'Please choose a listing date',
      lat: 'A location/geocoding is required',
    });
  });

  it('a zero latitude or longitude is no location', () => {
    for (const bad of [
      { lat: '0', lng: '-122.4' },
      { lat: '37.7', lng: '0' },
      { lat: '', lng: '' },
    ]) {
      const r = checkPocket({ ...filled, ...bad });
      expect(r.ok ? null : r.errors.lat).toBe('A location/geocoding is required');
    }
  });

  it("a filled form passes; 'N/A' is saved as empty; private remarks only for an agent; the server schema agrees", () => {
    const agent = checkPocket({ ...filled, privateRemarks: 'Call first.' }, { agent: true });
    expect(agent.ok).toBe(true);
    if (!agent.ok) return;
    expect(agent.data).toMatchObject({ price: 1_895_000, baths: 2.5, active: 1, privateRemarks: 'Call first.' });
    expect(PocketInput.safeParse(agent.data).success).toBe(true);
    const admin = checkPocket({ ...filled, state: NO_STATE, privateRemarks: 'x' });
    expect(admin.ok && admin.data.state).toBe('');
    expect(admin.ok && 'privateRemarks' in admin.data).toBe(false);
  });

  it.each([
    ['beds', '2.5'],
    ['baths', '2.3'],
    ['yearBuilt', '1500'],
    ['price', '-4'],
    ['price', 'lots'],
    ['sqft', '12a'],
    ['lat', '95'],
    ['listingDate', '20/11/2026'],
  ] as const)('refuses %s = %s, and so does the server', (field, value) => {
    const r = checkPocket({ ...filled, [field]: value });
    expect(r.ok).toBe(false);
  });

  it('the server refuses what the browser would, and photos from anywhere but http(s)', () => {
    const base = checkPocket(filled);
    if (!base.ok) throw new Error('filled form refused');
    expect(PocketInput.safeParse({ ...base.data, lat: 0 }).success).toBe(false);
    expect(PocketInput.safeParse({ ...base.data, propertyType: '' }).success).toBe(false);
    expect(PocketInput.safeParse({ ...base.data, photos: ['javascript:alert(1)'] }).success).toBe(false);
    expect(PocketInput.safeParse({ ...base.data, photos: Array(31).fill('http://x.test/a.jpg') }).success).toBe(false);
    expect(PocketInput.safeParse({ ...base.data, extra: 1 }).success).toBe(false);
  });
});
