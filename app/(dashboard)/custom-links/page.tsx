import type { Metadata } from 'next';
import { openPage, type SearchParams } from '@/server/page';
import { AppResourcesScreen } from '../app-resources/screen';

export const metadata: Metadata = { title: 'App Resources' };

/** The spec's other address of the same screen (document 3, §1). */
export default async function CustomLinksPage(props: { searchParams: Promise<SearchParams> }) {
  return AppResourcesScreen(await openPage('/custom-links', props));
}
