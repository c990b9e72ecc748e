import { NotFoundMessage } from '@/components/ui/not-found-message';

/** An unknown user id: the spec's not-found texts, inside the dashboard shell. */
export default function UserNotFound() {
  return <NotFoundMessage className="min-h-[50vh]" />;
}
