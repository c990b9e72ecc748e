import { getSignedIn } from '@/server/viewer';

export default async function HomePage() {
  const ctx = await getSignedIn();
  return (
    <div>
      <h1 className="text-2xl font-semibold">Welcome, {ctx?.session.user.name}</h1>
    </div>
  );
}
