'use client';

import dynamic from 'next/dynamic';

/**
 * The alerts area's send form for the user detail's Push Notifications card, its code loaded after
 * the page's first load (the page already carries a dozen interactive cards; the form is server-rendered
 * all the same, so it shows at once and answers as soon as its chunk arrives).
 */
export const UserPushForm = dynamic(() => import('@/components/alerts/send-alert-form').then((m) => m.SendAlertForm));
