import { z } from 'zod';
import { Id } from './endpoint';

/** Feature toggles of an app. Unknown toggles pass through; missing ones read as off. */
export const Toggles = z.record(z.string(), z.boolean());

export const AppSummary = z.object({ stack_id: z.string(), name: z.string(), icon: z.string() });

export const SuperAdmin = z.object({ name: z.string(), email: z.string() });

export const AppData = z.object({
  stack_id: z.string(),
  name: z.string(),
  icon: z.string(),
  theme: z.object({ logo: z.string(), color: z.string().optional() }),
  template: z.string(),
  toggles: Toggles,
  strings: z.record(z.string(), z.string()),
  plan: z.object({ agents: z.number().int(), limit: z.number().int() }),
  super_admins: z.array(SuperAdmin),
  countries: z.array(z.string()),
  payments: z.boolean(),
  self_prov_link: z.string().nullable().optional(),
  /** True when the signed-in agent may have their own Mortgage Pro. */
  mpro_agent: z.boolean().optional(),
  /** The brokerage's time zone (IANA name): push notifications are scheduled in it. */
  time_zone: z.string().max(64).optional(),
});
export type AppData = z.infer<typeof AppData>;

export const UserType = z.enum(['agent', 'manager', 'admin']);
export const SubType = z.enum(['agentManager', 'agentAdmin']);

export const SessionUser = z.object({
  id: Id,
  type: UserType,
  subType: SubType.nullable().optional(),
  email: z.string(),
  display_name: z.string(),
  photo: z.string().nullable().optional(),
  office_id: Id.nullable().optional(),
  payments: z.boolean(),
  payments_link: z.string().nullable().optional(),
  agent_payments_link: z.string().nullable().optional(),
  agent_data: z
    .object({
      self_provisioned: z.boolean(),
      subscription_status: z.string().nullable(),
      subscription_cancel_at: z.number().nullable().optional(),
      guid: z.string().optional(),
    })
    .nullable()
    .optional(),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const Office = z.object({ id: Id, parent_id: Id, name: z.string() });
export type Office = z.infer<typeof Office>;

export const License = z.object({
  licenseDisplay: z.string().nullable().optional(),
  licenseNumber: z.string().nullable().optional(),
  licensePrefix: z.string().nullable().optional(),
});

export const AgentRow = z.object({
  id: Id,
  display_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  photo: z.string().nullable(),
  total_users: z.number().int(),
  active: z.number().int(),
  priority: z.number().int(),
  office: z.string().nullable(),
  login_count: z.number().int(),
});
export type AgentRow = z.infer<typeof AgentRow>;

export const Agent = z.object({
  id: Id,
  display_name: z.string(),
  email: z.string(),
  office: Id.nullable(),
  office_name: z.string().nullable(),
  crm_email: z.string().nullable(),
  phone: z.string().nullable(),
  web: z.string().nullable(),
  bio: z.string().nullable(),
  license: License,
  active: z.number().int(),
  brokerage_name: z.string().nullable(),
  photo: z.string().nullable(),
  priority: z.number().int(),
  self_provisioned: z.boolean(),
  subscription_status: z.string().nullable(),
  subscription_cancel_at: z.number().nullable(),
  /** The open house kiosk's welcome message; absent from older upstreams. */
  kiosk_message: z.string().nullable().optional(),
  /** The profile's MLS e-mail and social links; absent from older upstreams. */
  mls_email: z.string().nullable().optional(),
  social_youtube: z.string().nullable().optional(),
  social_tiktok: z.string().nullable().optional(),
  social_instagram: z.string().nullable().optional(),
  social_facebook: z.string().nullable().optional(),
  social_twitter: z.string().nullable().optional(),
  social_linkedin: z.string().nullable().optional(),
});
export type Agent = z.infer<typeof Agent>;

export const Listing = z.object({
  listing_key: z.string(),
  full_address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  price: z.number(),
  photos: z.array(z.string()),
  beds: z.number().nullable(),
  baths: z.number().nullable(),
  lot_size: z.string().nullable(),
  listing_date: z.number().nullable(),
  details_list: z.array(z.object({ label: z.string(), value: z.string() })),
  description: z.string().nullable(),
  mls: z.object({ mls_disclaimer: z.string().nullable() }),
});
export type Listing = z.infer<typeof Listing>;

export const HelpItem = z.object({ title: z.string(), type: z.string(), content: z.string() });
export type HelpItem = z.infer<typeof HelpItem>;

export const MortgagePro = z.object({
  display_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  web: z.string().nullable(),
  company: z.string().nullable(),
  license: z.object({ licenseNumber: z.string() }),
  photo: z.string().nullable(),
});
export type MortgagePro = z.infer<typeof MortgagePro>;
