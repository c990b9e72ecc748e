import { AppLink } from '@/components/ui/app-link';
import { AuthCard } from './auth-card';

/** A sign-in link that cannot be used (missing, refused, expired): the reason, and the way to the form. */
export function LinkFailed({ title, message }: { title: string; message: string }) {
  return (
    <AuthCard title={title}>
      <p role="alert" className="rounded-md bg-danger-soft p-3 text-danger">
        {message}
      </p>
      <p className="mt-6 text-center">
        <AppLink href="/login" className="font-medium text-brand-strong underline">
          Sign in with email and password
        </AppLink>
      </p>
    </AuthCard>
  );
}
