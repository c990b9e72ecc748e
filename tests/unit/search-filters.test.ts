import { describe, expect, it } from 'vitest';
import {
  defaultFilters,
  filtersSummary,
  filtersText,
  inverseKey,
  LEASE_PRICE,
  manualBound,
  PANEL_PRICE,
  priceScale,
  readFilters,
  SALE_PRICE,
  setCustomFlag,
  setStatus,
  SQFT,
  sliderRange,
  sliderValues,
  stepDown,
  stepperLabel,
  stepUp,
  toggleType,
  yearScale,
  STATUS_KEYS,
  DOM_OPTIONS,
  PROPERTY_TYPES,
} from '@/lib/saved-searches/filters';
import { formatPrice } from '@/lib/format';

describe('filter defaults', () => {
  it('turns soon, my, active, open and pocket on; pending, closed and lease off', () => {
    const { status } = defaultFilters();
    expect(STATUS_KEYS.filter((k) => status[k])).toEqual(['soon', 'my', 'active', 'open', 'pocket']);
  });
  it('offers the spec constants', () => {
    expect(DOM_OPTIONS).toEqual([1, 3, 7, 30, 90, 180, 365]);
    expect(PROPERTY_TYPES).toEqual(['house', 'condo', 'mfamily', 'mobile', 'land', 'other']);
    expect(SALE_PRICE).toEqual({ min: 0, max: 5_000_000, step: 25_000 });
    expect(LEASE_PRICE).toEqual({ min: 0, max: 10_000, step: 500 });
    expect(SQFT).toEqual({ min: 0, max: 10_000, step: 100 });
    expect(yearScale(new Date('2026-06-01'))).toEqual({ min: 1900, max: 2026, step: 1 });
  });
});

describe('status rules', () => {
  it('choosing lease clears every other status and resets the price range', () => {
    const f = { ...defaultFilters(), price: { from: 500_000, to: 1_000_000 } };
    const leased = setStatus(f, 'lease', true);
    expect(STATUS_KEYS.filter((k) => leased.status[k])).toEqual(['lease']);
    expect(leased.price).toEqual({ from: null, to: null });
  });
  it('choosing any other status clears lease and resets the price range (lease to sale)', () => {
    const lease = { ...setStatus(defaultFilters(), 'lease', true), price: { from: 2000, to: 4000 } };
    const sale = setStatus(lease, 'pending', true);
    expect(sale.status.lease).toBe(false);
    expect(sale.status.pending).toBe(true);
    expect(sale.price).toEqual({ from: null, to: null });
  });
  it('choosing another sale status keeps the sale price range', () => {
    const f = { ...defaultFilters(), price: { from: 500_000, to: null } };
    expect(setStatus(f, 'closed', true).price).toEqual({ from: 500_000, to: null });
  });
  it('turning a status off changes nothing else', () => {
    const f = setStatus(defaultFilters(), 'active', false);
    expect(f.status.active).toBe(false);
    expect(f.status.soon).toBe(true);
  });
  it('price limits switch between the lease and sale scales', () => {
    expect(priceScale(defaultFilters())).toBe(SALE_PRICE);
    expect(priceScale(setStatus(defaultFilters(), 'lease', true))).toBe(LEASE_PRICE);
  });
});

describe('steppers', () => {
  it('go Any, 1+, 2+ and minus at 1 returns to Any', () => {
    expect(stepUp(null)).toBe(1);
    expect(stepUp(1)).toBe(2);
    expect(stepDown(2)).toBe(1);
    expect(stepDown(1)).toBeNull();
    expect(stepDown(null)).toBeNull();
    expect([null, 1, 3].map(stepperLabel)).toEqual(['Any', '1+', '3+']);
  });
  it('stop at the maximum', () => {
    expect(stepUp(6)).toBe(6);
  });
});

describe('sliders', () => {
  it('store no bound at an extreme', () => {
    expect(sliderRange(SALE_PRICE, 0, 5_000_000)).toEqual({ from: null, to: null });
    expect(sliderRange(SALE_PRICE, 250_000, 5_000_000)).toEqual({ from: 250_000, to: null });
    expect(sliderRange(SALE_PRICE, 0, 1_000_000)).toEqual({ from: null, to: 1_000_000 });
  });
  it('keep the thumbs in order and inside the scale', () => {
    expect(sliderRange(SQFT, 3000, 1000)).toEqual({ from: 1000, to: 3000 });
    expect(sliderRange(SQFT, -50, 20_000)).toEqual({ from: null, to: null });
  });
  it('place an open bound at the extreme', () => {
    expect(sliderValues(SQFT, { from: null, to: 2000 })).toEqual([0, 2000]);
  });
});

describe('manual price and sqft entry', () => {
  it('strips non-numeric characters', () => {
    expect(manualBound('$1,250,000')).toBe(1_250_000);
    expect(manualBound('about 900k')).toBe(900);
  });
  it('zero or empty clears the bound', () => {
    expect(manualBound('')).toBeNull();
    expect(manualBound('0')).toBeNull();
    expect(manualBound('$')).toBeNull();
  });
  it('clamps sqft above 10,000', () => {
    expect(manualBound('12,500', SQFT.max)).toBe(10_000);
    expect(manualBound('9,900', SQFT.max)).toBe(9_900);
  });
});

describe('panel prices', () => {
  it('read short from $10,000 and in full below, so a rent reads whole', () => {
    expect([1_200_000, 1_250_000, 2_000_000, 850_000, 2_500].map((n) => formatPrice(n, PANEL_PRICE))).toEqual([
      '$1.2M',
      '$1.25M',
      '$2M',
      '$850K',
      '$2,500',
    ]);
    expect(filtersSummary({ ...defaultFilters(), price: { from: 500_000, to: 1_000_000 } })).toMatch(/· \$500K to \$1M$/);
  });
});

describe('custom flags', () => {
  it('setting a flag clears its inverse', () => {
    const f = setCustomFlag(setCustomFlag(defaultFilters(), 'pool', true, true), 'pool', false, true);
    expect(f.custom).toEqual({ pool: true });
  });
  it('setting the inverse clears the flag', () => {
    const f = setCustomFlag(setCustomFlag(defaultFilters(), 'pool', false, true), 'pool', true, true);
    expect(f.custom).toEqual({ [inverseKey('pool')]: true });
  });
  it('clearing a flag leaves other flags', () => {
    const f = setCustomFlag(setCustomFlag(defaultFilters(), 'view', false, true), 'pool', false, true);
    expect(setCustomFlag(f, 'pool', false, false).custom).toEqual({ view: true });
  });
});

describe('property types', () => {
  it('toggle in the spec order without repeats', () => {
    const f = toggleType(toggleType(toggleType(defaultFilters(), 'land', true), 'house', true), 'house', true);
    expect(f.type).toEqual(['house', 'land']);
    expect(toggleType(f, 'land', false).type).toEqual(['house']);
  });
});

describe('filters as text', () => {
  it('round-trip', () => {
    const f = setCustomFlag({ ...defaultFilters(), beds: 2, price: { from: 100_000, to: null } }, 'pool', false, true);
    expect(readFilters(filtersText(f))).toEqual(f);
  });
  it('read partial, odd or broken text as defaults, dropping unknown keys', () => {
    expect(readFilters('not json')).toEqual(defaultFilters());
    const odd = readFilters({ beds: -1, type: ['house', 'castle'], price: { from: 'x', to: 5 }, evil: 1, custom: { 'bad key': true } });
    expect(odd.beds).toBeNull();
    expect(odd.type).toEqual(['house']);
    expect(odd.price).toEqual({ from: null, to: 5 });
    expect(odd.custom).toEqual({});
    expect('evil' in odd).toBe(false);
  });
});
