import { NotFoundMessage } from '@/components/ui/not-found-message';

export default function NotFound() {
  return (
    <main>
      <NotFoundMessage className="min-h-[60vh] p-8" />
    </main>
  );
}
