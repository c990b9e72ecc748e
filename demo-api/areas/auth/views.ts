import type { SessionUser } from '@/server/upstream/contract';
import type { AppRow, UserRow } from '../../db/rows';
import { absoluteUrl, type ViewEnv } from '../../runtime';

/** Row → contract shapes. Image paths are stored relative and made absolute here, from the public URL. */
export function sessionUser(env: ViewEnv, user: UserRow, app: AppRow): SessionUser {
  const stack = encodeURIComponent(app.stack_id);
  return {
    id: user.id,
    type: user.kind,
    subType: user.sub_type,
    email: user.email,
    display_name: user.display_name,
    photo: absoluteUrl(env, user.photo),
    office_id: user.office_id,
    payments: app.payments === 1,
    payments_link: app.payments ? absoluteUrl(env, `/billing/${stack}`) : null,
    // Not paid yet: the simulated subscription payment page (demo-api/areas/provision/pages.ts); afterwards the billing portal.
    agent_payments_link:
      user.self_provisioned && user.guid
        ? absoluteUrl(
            env,
            user.subscription_status
              ? `/billing/${stack}/agent_${user.guid}`
              : `/pay/agent/${stack}?client_reference_id=agent_${user.guid}`,
          )
        : null,
    agent_data:
      user.kind === 'agent'
        ? {
            self_provisioned: user.self_provisioned === 1,
            subscription_status: user.subscription_status,
            subscription_cancel_at: user.subscription_cancel_at,
            ...(user.guid ? { guid: user.guid } : {}),
          }
        : null,
  };
}
