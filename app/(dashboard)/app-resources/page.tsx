import type { Metadata } from 'next';
import { openPage, type SearchParams } from '@/server/page';
import { AppResourcesScreen } from './screen';

export const metadata: Metadata = { title: 'App Resources' };

export default async function AppResourcesPage(props: { searchParams: Promise<SearchParams> }) {
  return AppResourcesScreen(await openPage('/app-resources', props));
}
