'use client';

import { useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ContactLinks } from '@/components/ui/contact-links';
import { useMutation } from '@/components/hooks/use-mutation';
import { postJson } from '@/lib/http/json';
import { LEADS_MSG, timeLeftText, type NewLeadRow } from '@/lib/routing/leads-view';
import { ROUTING_MSG } from '@/lib/routing/status';

/**
 * The agent's new leads with the time left to claim each, counting down. A client component for the
 * clock and Claim; Call / Text / E-mail are the dashboard's contact links, whose tap is a first touch.
 */
export function NewLeadsList({ leads, readAt }: { leads: NewLeadRow[]; readAt: number }) {
  const [now, setNow] = useState(readAt);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <ul aria-label={LEADS_MSG.newLeads} className="divide-y divide-border">
      {leads.map((lead) => (
        <LeadRow key={lead.userId} lead={lead} now={now} />
      ))}
    </ul>
  );
}

function LeadRow({ lead, now }: { lead: NewLeadRow; now: number }) {
  const claim = useMutation<void, { message: string }>({
    send: () => postJson(`/api/routing/claim`, { userId: lead.userId }),
    success: ROUTING_MSG.claimed,
    refresh: true,
  });
  const left = timeLeftText(lead.deadline, now);
  return (
    <li className="flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4" data-testid="new-lead">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {lead.group ? (
            <span className="font-medium [overflow-wrap:anywhere]">{lead.name}</span>
          ) : (
            <a
              data-link=""
              href={`/users/${lead.userId}`}
              className="font-medium text-foreground underline-offset-2 hover:underline [overflow-wrap:anywhere]"
            >
              {lead.name}
            </a>
          )}
          <Badge tone="warning" className="tabular-nums">
            <span className="sr-only">Time to claim: </span>
            {left}
          </Badge>
        </p>
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
          {lead.why}
          {lead.group ? ` · ${LEADS_MSG.group}` : null}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        <Button size="sm" pending={claim.pending} onClick={() => void claim.submit()} aria-label={`Claim ${lead.name}`}>
          {LEADS_MSG.claim}
        </Button>
        {lead.group ? null : <ContactLinks contact={{ name: lead.name, email: lead.email, phone: lead.phone, userId: lead.userId }} />}
      </div>
    </li>
  );
}
