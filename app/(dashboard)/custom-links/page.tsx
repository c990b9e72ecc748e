import type { Metadata } from 'next';
import { openPage, type SearchParams } from '@/server/page';
import { AppResourcesScreen } from '../app-resources/screen';

export const metadata: Metadata = { title: 'App Resources' };

/** App Resources at its second address: the product routes both to the same screen. */
export default async function CustomLinksPage(props: { searchParams: Promise<SearchParams> }) {
  return AppResourcesScreen(await openPage('/custom-links', props));
}
