import { FormLoading } from '@/components/ui/list-loading';

export default function NewPocketLoading() {
  return <FormLoading label="Loading listing form" />;
}
