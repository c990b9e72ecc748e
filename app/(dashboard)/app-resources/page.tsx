import type { Metadata } from 'next';
import type { SearchParams } from '@/server/page';
import { AppResourcesScreen } from './screen';

export const metadata: Metadata = { title: 'App Resources' };

export default async function AppResourcesPage(props: { searchParams: Promise<SearchParams> }) {
  return AppResourcesScreen('/app-resources', props);
}
