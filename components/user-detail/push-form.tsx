'use client';

import dynamic from 'next/dynamic';
import { LoadingState } from '@/components/ui/states';

/**
 * The alerts area's send form for the user detail's Push Notifications card, drawn in the browser
 * once its chunk has loaded. The form does nothing before its code runs, and the card starts near the
 * foot of the first screen (628 px down at 1280 × 900); writing its fifty-odd fields into the HTML
 * cost every view of the page about half a millisecond of the server's CPU for markup no one could
 * use yet. Its skeleton has the form's height (567 px with the card's title), so nothing below it
 * moves when the form arrives.
 */
export const UserPushForm = dynamic(() => import('@/components/alerts/send-alert-form').then((m) => m.SendAlertForm), {
  ssr: false,
  loading: () => <LoadingState variant="skeleton" rows={19} label="Loading the notification form" className="p-0" />,
});
