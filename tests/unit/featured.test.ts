import { describe, expect, it } from 'vitest';
import { FEATURED_STATUS, featuredRow, listingActionRow } from '@/lib/featured/rules';
import { FeaturedActiveInput, FeaturedKeyInput, FeaturedRemarksInput } from '@/lib/featured/schema';

const upstream = {
  listing_key: 'ML81000000',
  listing_id: 'ML81000000',
  full_address: '12 Oak St',
  city: 'San Jose',
  state: 'CA',
  zip: '95112',
  price: 1_200_000,
  status: 'closed' as const,
  active: 0,
  manual: 0,
  photos: ['http://x/1.png', 'http://x/2.png'],
  meta: { views: 42 },
  agents: [{ id: 3, name: 'Avery Agent' }],
  additional_remarks: null,
};

describe('featured listings', () => {
  it('a row: short price, place, the first photo, hidden and automatic; only a manual listing may be removed', () => {
    const row = featuredRow(upstream);
    expect(row).toMatchObject({
      shortPrice: '$1.2M',
      place: 'San Jose, CA 95112',
      photo: 'http://x/1.png',
      active: false,
      manual: false,
      canRemove: false,
      agent: 'Avery Agent',
      remarks: '',
    });
    expect(featuredRow({ ...upstream, manual: 1, price: 850_000, agents: [], photos: [] })).toMatchObject({
      canRemove: true,
      shortPrice: '$850K',
      agent: null,
      photo: null,
    });
  });

  it("the status names: closed reads 'Sold', and 'coming soon' is known", () => {
    expect(FEATURED_STATUS.closed.label).toBe('Sold');
    expect(FEATURED_STATUS['coming soon'].label).toBe('Coming Soon');
  });

  it('the handlers refuse empty keys, unknown fields and remarks over 1000 characters', () => {
    expect(FeaturedKeyInput.safeParse({ key: '  ' }).success).toBe(false);
    expect(FeaturedKeyInput.safeParse({ key: 'ML1', extra: 1 }).success).toBe(false);
    expect(FeaturedActiveInput.safeParse({ key: 'ML1', active: 'yes' }).success).toBe(false);
    expect(FeaturedRemarksInput.safeParse({ listingId: 'ML1', remarks: 'x'.repeat(1001) }).success).toBe(false);
    expect(FeaturedRemarksInput.safeParse({ listingId: 'ML1', remarks: '' }).success).toBe(true);
  });

  it("a row's action data: photos only while there is no video to order, the ready video's id for its switch", () => {
    const row = featuredRow(upstream);
    expect(listingActionRow(row)).toEqual({
      key: 'ML81000000',
      address: '12 Oak St',
      listingId: 'ML81000000',
      remarks: '',
      active: false,
      photos: ['http://x/1.png', 'http://x/2.png'],
      videoId: null,
    });
    const ready = listingActionRow({ ...row, video: { kind: 'ready', id: 7, url: 'http://x/v.mp4', show: true } });
    expect(ready.photos).toEqual([]);
    expect(ready.videoId).toBe(7);
    // An exclusive listing has no remarks of its own.
    expect(
      listingActionRow({ key: 'P1', address: '1 Elm', active: true, photos: [], video: { kind: 'processing', status: 'Rendering' } }),
    ).toMatchObject({ listingId: '', remarks: '', videoId: null });
  });
});
