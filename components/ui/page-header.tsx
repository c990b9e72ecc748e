import { AppLink } from '@/components/ui/app-link';
import { Suspense, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { HelpVideoModal, type HelpItem } from '@/components/ui/help-video-modal';

export interface PageHeaderProps {
  title: ReactNode;
  /** A line under the title (a description, or the record's email). */
  description?: ReactNode;
  /** A link back to the list above this page ('← Agents'). */
  back?: { href: string; label: string };
  /** The page's Pro Tips. A promise lets the header stand before the help has loaded. */
  help?: readonly HelpItem[] | Promise<readonly HelpItem[]>;
  /** Buttons beside the Pro Tips, in the order given (the page asks the access table which to show). */
  actions?: ReactNode;
  className?: string;
}

/** Every dashboard page's header: title, description, Pro Tips and actions, laid out one way. */
export function PageHeader({ title, description, back, help, actions, className }: PageHeaderProps) {
  return (
    <div className={cn('flex flex-wrap items-start justify-between gap-3', className)}>
      <div className="min-w-0">
        {back ? (
          <AppLink href={back.href} className="text-sm text-muted-foreground underline-offset-2 hover:underline">
            ← {back.label}
          </AppLink>
        ) : null}
        <h1 className={cn('text-2xl font-semibold', back && 'mt-1')}>{title}</h1>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {help || actions ? (
        <div className="flex flex-wrap items-center gap-2">
          {help instanceof Promise ? (
            <Suspense fallback={null}>
              <LoadedHelp items={help} />
            </Suspense>
          ) : help ? (
            <HelpVideoModal items={help} />
          ) : null}
          {actions}
        </div>
      ) : null}
    </div>
  );
}

async function LoadedHelp({ items }: { items: Promise<readonly HelpItem[]> }) {
  return <HelpVideoModal items={await items} />;
}
