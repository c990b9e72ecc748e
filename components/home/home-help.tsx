import { HelpVideoModal } from '@/components/ui/help-video-modal';
import { getHelp } from '@/server/help';
import type { Session } from '@/server/session';

/** The home's 'Pro Tips' button and modal (help section 'home'); it loads beside the cards, not before them. */
export async function HomeHelp({ session }: { session: Session }) {
  const items = await getHelp(session, 'home');
  return <HelpVideoModal items={items} />;
}
