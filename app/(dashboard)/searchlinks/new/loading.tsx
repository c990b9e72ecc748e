import { FormLoading } from '@/components/ui/list-loading';

export default function NewTemplateLoading() {
  return <FormLoading label="Loading search template" map />;
}
