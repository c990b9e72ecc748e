import { FormLoading } from '@/components/ui/list-loading';

export default function PocketLoading() {
  return <FormLoading label="Loading listing" />;
}
