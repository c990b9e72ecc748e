'use client';

import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { SEARCH_MSG } from '@/lib/saved-searches';

/** §2.8 Link column: copies the template's link, 'Link, code or URL copied to clipboard'. */
export function CopyLinkButton({ link, name }: { link: string; name: string }) {
  const toast = useToast();
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(SEARCH_MSG.copied);
    } catch {
      toast.error('Unable to copy the link');
    }
  }
  return (
    <Button type="button" size="sm" variant="secondary" aria-label={`Copy link of ${name}`} title={link} onClick={() => void copy()}>
      Copy link
    </Button>
  );
}
