import { FormLoading } from '@/components/ui/list-loading';

export default function TemplateLoading() {
  return <FormLoading label="Loading search template" map />;
}
