import type { Metadata } from 'next';
import { PreferencesForm } from '@/components/preferences/preferences-form';
import { PageHeader } from '@/components/ui/page-header';
import { allowed } from '@/lib/access';
import { getHelp } from '@/server/help';
import { openPage } from '@/server/page';
import { getPreferences } from '@/server/preferences';

export const metadata: Metadata = { title: 'Preferences' };

/** Alert preferences (document 3, §2 Preferences): agents only (the route table), Save hidden in read-only mode. */
export default async function PreferencesPage() {
  const { session, viewer, load } = await openPage('/preferences');
  const [preferences, help] = await load(Promise.all([getPreferences(session), getHelp(session, 'preferences')]));
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Preferences" description="Choose what you are told about your users, by e-mail and by push." help={help} />
      <PreferencesForm initial={preferences} canSave={allowed(viewer, 'preferences.save')} />
    </div>
  );
}
