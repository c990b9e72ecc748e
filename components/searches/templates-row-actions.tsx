'use client';

import type { ReactNode } from 'react';
import { RowActions, useRowMutation, type RowActionEvent } from '@/components/ui/row-actions';
import { useToast } from '@/components/ui/toast';
import { postJson } from '@/lib/http/json';
import { MSG } from '@/lib/messages';
import type { TemplateShared } from '@/lib/saved-searches/answers';
import { SEARCH_MSG } from '@/lib/saved-searches/rules';

/**
 * The templates table's row actions (its rows are plain markup): 'Copy link' copies the
 * template's link ('Link, code or URL copied to clipboard'); the admins' Shared switch is busy while
 * its call is pending, and a failure toasts 'Error' with the server's message, or 'Failed to update
 * shared status', leaving the switch as it was.
 */
export function TemplatesRowActions({ children }: { children: ReactNode }) {
  const toast = useToast();
  const share = useRowMutation({
    send: ({ id, shared }: { id: string; shared: boolean }) => postJson<TemplateShared>(`/api/search-templates/${id}/shared`, { shared }),
    success: (answer) => answer.message,
    failureToast: (message) => `Error: ${message && message !== MSG.generic ? message : SEARCH_MSG.sharedFailed}`,
    onSuccess: (answer, button) => button.setAttribute('aria-checked', String(answer.template.shared)),
  });

  const onAction = ({ action, key, button }: RowActionEvent) => {
    if (action === 'shared') void share(button, { id: key, shared: button.getAttribute('aria-checked') !== 'true' });
    else if (action === 'copy' && button.title) {
      // The link is the button's title (shown on hover), so the rows carry it once.
      navigator.clipboard.writeText(button.title).then(
        () => toast.success(SEARCH_MSG.copied),
        () => toast.error('Unable to copy the link'),
      );
    }
  };
  return <RowActions onAction={onAction}>{children}</RowActions>;
}
