import { FormLoading } from '@/components/ui/list-loading';

export default function SavedSearchLoading() {
  return <FormLoading label="Loading saved search" map />;
}
