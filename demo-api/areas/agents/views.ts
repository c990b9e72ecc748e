import type { Agent, AgentRow } from '@/server/upstream/contract';
import type { UserRow } from '../../db/rows';
import { absoluteUrl, type ViewEnv } from '../../runtime';

/** Row → contract shapes. Image paths are stored relative and made absolute here, from the public URL. */
export type AgentListRow = UserRow & { office_name: string | null };

export function agentRow(env: ViewEnv, row: AgentListRow): AgentRow {
  return {
    id: row.id,
    display_name: row.display_name,
    email: row.email,
    phone: row.phone,
    photo: absoluteUrl(env, row.photo),
    total_users: row.total_users,
    active: row.active,
    priority: row.priority,
    office: row.office_name,
    login_count: row.login_count,
  };
}

export function agent(env: ViewEnv, row: AgentListRow): Agent {
  return {
    id: row.id,
    display_name: row.display_name,
    email: row.email,
    office: row.office_id,
    office_name: row.office_name,
    crm_email: row.crm_email,
    phone: row.phone,
    web: row.web,
    bio: row.bio,
    license: { licenseDisplay: row.license_display, licenseNumber: row.license_number, licensePrefix: row.license_prefix },
    active: row.active,
    brokerage_name: row.brokerage_name,
    photo: absoluteUrl(env, row.photo),
    priority: row.priority,
    self_provisioned: row.self_provisioned === 1,
    subscription_status: row.subscription_status,
    subscription_cancel_at: row.subscription_cancel_at,
    kiosk_message: row.kiosk_message,
    mls_email: row.mls_email,
    social_youtube: row.social_youtube,
    social_tiktok: row.social_tiktok,
    social_instagram: row.social_instagram,
    social_facebook: row.social_facebook,
    social_twitter: row.social_twitter,
    social_linkedin: row.social_linkedin,
  };
}
