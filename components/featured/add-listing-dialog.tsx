'use client';

import { useId, useState } from 'react';
import { LookupField, type LookupOption } from '@/components/alerts/lookup-field';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { useMutation } from '@/components/hooks/use-mutation';
import type { FeaturedChanged, FeaturedSuggestions } from '@/lib/featured/answers';
import { getJson, postJson } from '@/lib/http/json';

type Option = LookupOption & { key: string };

async function search(q: string, signal: AbortSignal): Promise<Option[]> {
  const result = await getJson<FeaturedSuggestions>(`/api/featured/suggest?${new URLSearchParams({ q })}`, { signal });
  return result.ok ? result.data.listings.map((l) => ({ id: l.key, key: l.key, label: l.address, detail: `Listing ${l.key}` })) : [];
}

/** The header's 'Add New Listing' modal: an address found by autocomplete is featured by hand ('Listing added' / 'Error adding listing'). */
export function AddListingDialog() {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Option | null>(null);
  const { formRef, ...add } = useMutation({
    check: (option: Option | null) =>
      option
        ? { ok: true as const, data: option.key }
        : { ok: false as const, errors: { listing: 'Choose a listing from the suggestions' } },
    send: (key) => postJson<FeaturedChanged>('/api/featured', { key }),
    success: (answer) => answer.message,
    refresh: true,
    onSuccess: () => {
      setOpen(false);
      setChosen(null);
    },
  });
  return (
    <Dialog
      title="Add New Listing"
      description="Feature one of the listings of your MLS in the app."
      open={open}
      onOpenChange={setOpen}
      dismissible={!add.pending}
      trigger={<Button size="sm">Add New Listing</Button>}
      footer={<FormDialogFooter formId={formId} pending={add.pending} submitLabel="Add listing" />}
    >
      <form
        id={formId}
        ref={formRef}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void add.submit(chosen);
        }}
      >
        <LookupField
          label="Address"
          name="listing"
          placeholder="Street, city or zip"
          minChars={2}
          debounceMs={300}
          search={search}
          chosen={chosen}
          onChoose={setChosen}
          error={add.errors.listing}
          noResults={(q) => `No listings match “${q}”.`}
        />
      </form>
    </Dialog>
  );
}
