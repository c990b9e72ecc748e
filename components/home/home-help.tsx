import { HelpVideoModal, type HelpItem } from '@/components/ui/help-video-modal';

/** The home's 'Pro Tips' button and modal (help section 'home'); its read, started by the page, loads beside the cards. */
export async function HomeHelp({ items }: { items: Promise<readonly HelpItem[]> }) {
  return <HelpVideoModal items={await items} />;
}
