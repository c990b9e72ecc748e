'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { FairHousingNotes } from '@/components/fair-housing/fair-housing-notes';
import { LocationMap } from '@/components/pocket/location-map';
import { PhotoManager } from '@/components/pocket/photo-manager';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField, TextareaField, TextField } from '@/components/ui/field';
import { Switch } from '@/components/ui/switch';
import { useToast } from '@/components/ui/toast';
import { useMutation } from '@/components/hooks/use-mutation';
import type { FairHousingAnswer } from '@/lib/fair-housing/answers';
import { FAIR_HOUSING_MSG } from '@/lib/fair-housing/check';
import { getJson, postJson } from '@/lib/http/json';
import type { MapPicture } from '@/lib/map-picture';
import type { Geocoded, PocketSaved } from '@/lib/pocket/answers';
import { canGeocode, checkPocket, type PocketData, type PocketValues } from '@/lib/pocket/check';
import { ACTIVE_OPTIONS, POCKET_MSG, propertyTypeOptions, STATUS_OPTIONS, type StateGroup } from '@/lib/pocket/rules';

export interface PocketFormProps {
  /** The listing's key when editing; absent for a new one. */
  listingKey?: string;
  initial: PocketValues;
  states: StateGroup[];
  /** Private remarks are for agents only: never sent for anyone else. */
  agent: boolean;
  styleUrl: string;
  centre: { lat: number; lng: number; zoom: number };
  /** The picture the location map opens with (server/map-picture.ts). */
  picture: MapPicture;
}

/** Toast then back to the list after a second. */
const REDIRECT_MS = 1000;

const point = (v: Pick<PocketValues, 'lat' | 'lng'>) => {
  const lat = Number(v.lat);
  const lng = Number(v.lng);
  return v.lat.trim() !== '' &&
    v.lng.trim() !== '' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
    ? { lat, lng }
    : null;
};

/**
 * The exclusive-listing form: Address, Details and Misc cards, Active on app,
 * the location (Geocode address, the map's draggable marker and the coordinates, kept in step) and
 * the photos. 'Listing saved' then back to /pocket after a second; a failure keeps everything typed.
 */
export function PocketForm({ listingKey, initial, states, agent, styleUrl, centre, picture }: PocketFormProps) {
  const router = useRouter();
  const toast = useToast();
  const [values, setValues] = useState(initial);
  const [flyKey, setFlyKey] = useState(0);
  const [geocoding, setGeocoding] = useState(false);
  const [done, setDone] = useState(false);
  const { formRef, ...save } = useMutation<PocketValues, PocketData, PocketSaved & FairHousingAnswer>({
    check: (v) => checkPocket(v, { agent }),
    send: (data) => postJson<PocketSaved & FairHousingAnswer>('/api/pocket', listingKey ? { ...data, listingKey } : data),
    success: (answer) =>
      answer.fairHousing.length > 0
        ? FAIR_HOUSING_MSG.savedWithWarning(answer.message, [...new Set(answer.fairHousing.map((f) => f.phrase))])
        : answer.message,
    failureToast: FAIR_HOUSING_MSG.failureText(POCKET_MSG.saveFailed),
    holdPending: (answer) => answer.fairHousing.length === 0 || !listingKey,
    onSuccess: (answer) => {
      // Saved with a fair-housing warning (Warn): stay on the listing, so the warning stays in view.
      if (answer.fairHousing.length > 0) {
        if (!listingKey) router.replace(`/pocket/${encodeURIComponent(answer.key)}`);
        return;
      }
      setDone(true);
      window.setTimeout(() => {
        router.push('/pocket');
        router.refresh();
      }, REDIRECT_MS);
    },
  });
  const set = <K extends keyof PocketValues>(key: K, value: PocketValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const field = (key: Exclude<keyof PocketValues, 'hideAddress' | 'photos'>) => ({
    name: key,
    value: values[key],
    error: save.errors[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  async function geocode() {
    if (!canGeocode(values)) {
      toast.error(POCKET_MSG.geocodeMissing);
      return;
    }
    setGeocoding(true);
    const q = new URLSearchParams({ address: values.address, city: values.city, state: values.state, zip: values.zip });
    const result = await getJson<Geocoded>(`/api/pocket/geocode?${q}`);
    setGeocoding(false);
    if (!result.ok) {
      toast.error(result.status === 404 ? POCKET_MSG.geocodeNone : POCKET_MSG.geocodeFailed);
      return;
    }
    setValues((v) => ({ ...v, lat: String(result.data.lat), lng: String(result.data.lng) }));
    setFlyKey((k) => k + 1);
    toast.success(result.data.message);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void save.submit(values);
  }

  const busy = save.pending || done;
  const stateOptions = states.flatMap((g) => g.options);

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="flex flex-col gap-4">
        <Card title="Address">
          <div className="grid gap-4 md:grid-cols-2">
            <TextField label="Address" required autoComplete="address-line1" className="md:col-span-2" {...field('address')} />
            <div className="flex items-center gap-3 md:col-span-2">
              <Switch checked={values.hideAddress} label="hide address" onToggle={() => set('hideAddress', !values.hideAddress)} />
              {/* The spec's words, shown capitalised. */}
              <span aria-hidden="true" className="inline-block text-sm first-letter:uppercase">
                hide address
              </span>
              <span className="text-xs text-muted-foreground">The app shows the city and zip only.</span>
            </div>
            <TextField label="City" required autoComplete="address-level2" {...field('city')} />
            <SelectField label="State / province" options={stateOptions} {...field('state')} />
            <TextField label="Zip / postal code" required autoComplete="postal-code" {...field('zip')} />
          </div>
        </Card>
        <Card title="Details">
          <div className="grid gap-4 md:grid-cols-2">
            <TextField label="List price" required inputMode="decimal" placeholder="$" {...field('price')} />
            <TextField label="Listing date" type="date" required {...field('listingDate')} />
            <SelectField
              label="Property type"
              required
              placeholder="Choose a property type"
              options={propertyTypeOptions(initial.propertyType)}
              {...field('propertyType')}
            />
            <SelectField label="Status" required placeholder="Choose a status" options={STATUS_OPTIONS} {...field('status')} />
            <TextField label="Beds" inputMode="numeric" {...field('beds')} />
            <TextField label="Baths" inputMode="decimal" {...field('baths')} />
            <TextField label="Sqft" inputMode="numeric" {...field('sqft')} />
            <TextField label="Lot size (sqft)" inputMode="numeric" {...field('lotSize')} />
            <TextField label="Garage spaces" inputMode="numeric" {...field('garages')} />
            <TextField label="Year built" inputMode="numeric" {...field('yearBuilt')} />
            <div className="flex flex-col gap-2 md:col-span-2">
              <TextareaField label="Public remarks" rows={4} aria-describedby="fh-publicRemarks" {...field('publicRemarks')} />
              <FairHousingNotes id="fh-publicRemarks" text={values.publicRemarks} onReword={(next) => set('publicRemarks', next)} />
            </div>
            <div className="flex flex-col gap-2 md:col-span-2">
              <TextareaField label="Additional remarks" rows={3} aria-describedby="fh-additionalRemarks" {...field('additionalRemarks')} />
              <FairHousingNotes
                id="fh-additionalRemarks"
                text={values.additionalRemarks}
                onReword={(next) => set('additionalRemarks', next)}
              />
            </div>
            {agent ? (
              <TextareaField
                label="Private remarks"
                hint="Only you see these."
                rows={3}
                className="md:col-span-2"
                {...field('privateRemarks')}
              />
            ) : null}
          </div>
        </Card>
        <Card title="Misc">
          <div className="grid gap-4 md:grid-cols-2">
            <TextField label="MLS number or id" {...field('mlsId')} />
            <TextField label="List agent" {...field('listAgent')} />
            <TextField label="License" {...field('license')} />
            <TextField label="Company" {...field('company')} />
            <TextareaField label="Disclaimer" rows={3} className="md:col-span-2" {...field('disclaimer')} />
          </div>
        </Card>
      </div>
      <div className="flex flex-col gap-4">
        <Card title="Active on app">
          <SelectField label="Active on app" hideLabel options={ACTIVE_OPTIONS} {...field('active')} />
        </Card>
        <Card
          title="Location"
          actions={
            <Button type="button" variant="secondary" size="sm" pending={geocoding} onClick={() => void geocode()}>
              Geocode address
            </Button>
          }
        >
          <div className="flex flex-col gap-3">
            <LocationMap
              styleUrl={styleUrl}
              centre={centre}
              picture={picture}
              point={point(values)}
              flyKey={flyKey}
              onMoved={(lat, lng) => setValues((v) => ({ ...v, lat: String(lat), lng: String(lng) }))}
            />
            <div className="grid gap-4 md:grid-cols-2">
              <TextField label="Latitude" inputMode="decimal" {...field('lat')} onBlur={() => setFlyKey((k) => k + 1)} />
              <TextField label="Longitude" inputMode="decimal" {...field('lng')} onBlur={() => setFlyKey((k) => k + 1)} />
            </div>
          </div>
        </Card>
        <Card title="Photos">
          <PhotoManager photos={values.photos} onChange={(photos) => set('photos', photos)} disabled={busy} />
          {save.errors.photos ? <p className="mt-2 text-sm font-medium text-danger">{save.errors.photos}</p> : null}
        </Card>
        <div className="flex justify-end gap-2">
          <Button type="submit" pending={busy}>
            {listingKey ? 'Save changes' : 'Create listing'}
          </Button>
        </div>
      </div>
    </form>
  );
}
