import { NotFoundMessage } from '@/components/ui/not-found-message';

/** An unknown agent id: the spec's not-found texts, inside the dashboard shell. */
export default function AgentNotFound() {
  return <NotFoundMessage className="min-h-[50vh]" />;
}
