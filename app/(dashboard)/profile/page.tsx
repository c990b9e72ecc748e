import type { Metadata } from 'next';
import { PasswordCard } from '@/components/agent-edit/password-card';
import { PhotoCard } from '@/components/photo-card/photo-card';
import { ProfileForm } from '@/components/profile/profile-form';
import { PageHeader } from '@/components/ui/page-header';
import { allowed, can } from '@/lib/access';
import { getHelp } from '@/server/help';
import { openPage } from '@/server/page';
import { getOwnProfile, locksFields } from '@/server/profile';

export const metadata: Metadata = { title: 'Profile' };

/**
 * Profile: the agent's own profile form, photo card and password card. On the one
 * template variant the brokerage's fields are read-only and the photo and password cards are hidden.
 */
export default async function ProfilePage() {
  const { session, viewer, load } = await openPage('/profile');
  const [profile, help] = await load(Promise.all([getOwnProfile(session), getHelp(session, 'profile')]));
  // Read-only mode still shows the photo, without its buttons; the hiding template shows neither card.
  const cards = can.profileAccountCards(viewer);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Profile" description="How your app presents you to your users." help={help} />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className={cards ? 'lg:col-span-2' : 'lg:col-span-3'}>
          <ProfileForm initial={profile.values} canSave={allowed(viewer, 'profile.save')} locked={locksFields(viewer)} />
        </div>
        {cards ? (
          <div className="flex flex-col gap-6">
            <PhotoCard
              name={profile.values.displayName}
              photo={profile.photo}
              url="/api/profile/photo"
              editable={allowed(viewer, 'profile.photo')}
            />
            {allowed(viewer, 'profile.password') ? <PasswordCard url="/api/profile/password" title="Change password" /> : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
