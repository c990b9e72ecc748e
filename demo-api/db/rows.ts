/** Row shapes of the demo database (internal: they never cross HTTP as they are). */
export type Flag = 0 | 1;

export type AppRow = {
  stack_id: string;
  name: string;
  template: string;
  toggles: string;
  strings: string;
  plan_limit: number;
  payments: Flag;
  theme_color: string;
  mpro_allow_agents: Flag;
};

export type OfficeRow = { id: number; stack_id: string; parent_id: number; name: string };

export type UserKind = 'admin' | 'manager' | 'agent';
export type SubType = 'agentManager' | 'agentAdmin';

export type UserRow = {
  id: number;
  stack_id: string;
  kind: UserKind;
  sub_type: SubType | null;
  email: string;
  password_hash: string | null;
  api_key: string;
  login_status: 'ok' | 'disabled' | 'check_other';
  display_name: string;
  phone: string | null;
  photo: string | null;
  office_id: number | null;
  crm_email: string | null;
  web: string | null;
  bio: string | null;
  license_display: string | null;
  license_number: string | null;
  license_prefix: string | null;
  brokerage_name: string | null;
  active: number;
  priority: number;
  sort_order: number;
  login_count: number;
  last_login: number | null;
  created_at: number;
  total_users: number;
  self_provisioned: Flag;
  subscription_status: string | null;
  subscription_cancel_at: number | null;
  guid: string | null;
  mpro_agent: Flag;
  kiosk_message: string | null;
  mls_email: string | null;
  social_youtube: string | null;
  social_tiktok: string | null;
  social_instagram: string | null;
  social_facebook: string | null;
  social_twitter: string | null;
  social_linkedin: string | null;
};

export type EndUserRow = {
  id: number;
  stack_id: string;
  agent_id: number | null;
  display_name: string;
  email: string;
  phone: string | null;
  photo: string | null;
  created_at: number;
  last_login: number | null;
};

export type ListingRow = {
  listing_key: string;
  full_address: string;
  city: string;
  state: string;
  zip: string;
  price: number;
  beds: number | null;
  baths: number | null;
  lot_size: string | null;
  listing_date: number | null;
  description: string | null;
  details: string;
  photo_count: number;
  mls_disclaimer: string | null;
};

export type MproRow = {
  id: number;
  stack_id: string;
  level: 'app' | 'office' | 'agent';
  target_id: number;
  display_name: string;
  email: string;
  phone: string | null;
  web: string | null;
  company: string | null;
  license_number: string;
  photo: string | null;
};

export type OutboxRow = {
  id: number;
  stack_id: string | null;
  kind: 'email' | 'push' | 'sms' | 'mail';
  /** 'mail' only: the sender the SMTP listener was given. */
  from_addr: string | null;
  to_addr: string;
  subject: string;
  body: string;
  /** 'mail' only: the HTML part, when the mail had one. */
  html: string | null;
  /** 'mail' only: its header lines as received (JSON list). */
  headers: string | null;
  created_at: number;
};
