import { ListLoading } from '@/components/ui/list-loading';

export default function FeaturedLoading() {
  return <ListLoading title="Featured Listings" rows={8} label="Loading featured listings" />;
}
