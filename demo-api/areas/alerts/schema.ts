/** The Push notifications area's tables, children first (the order they are wiped in). */
export const ALERT_TABLES = ['alert_recipients', 'alerts'] as const;

export const ALERT_SCHEMA = `
-- Push notifications: scheduled (waiting for send_at) or sent (sent_at set). meta_type url, listing or text;
-- meta_value the URL, the text or the listing key (meta_address its address). recipient_label is what the
-- tables show: a user's name or the tag names. tag_ids and office_id keep how a tag alert was addressed, so a
-- scheduled one reaches the users carrying the tags when it goes out.
CREATE TABLE IF NOT EXISTS alerts (
  id INTEGER PRIMARY KEY,
  stack_id TEXT NOT NULL,
  sender_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  subtitle TEXT NOT NULL,
  meta_type TEXT NOT NULL CHECK (meta_type IN ('url', 'listing', 'text')),
  meta_value TEXT NOT NULL,
  meta_address TEXT,
  recipient_user_id INTEGER,
  tag_ids TEXT,
  office_id INTEGER,
  -- The agents whose users a tag alert may reach (JSON ids; NULL: every agent's, an admin's alert), fixed at sending.
  reach TEXT,
  recipient_label TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  send_at INTEGER,
  sent_at INTEGER
);
CREATE INDEX IF NOT EXISTS alerts_stack ON alerts (stack_id, sent_at);

-- Who a sent alert reached: an end user, or an agent (the Agent tag).
CREATE TABLE IF NOT EXISTS alert_recipients (
  alert_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('end_user', 'agent')),
  person_id INTEGER NOT NULL,
  email TEXT NOT NULL,
  PRIMARY KEY (alert_id, kind, person_id)
);
`;

export type AlertDbRow = {
  id: number;
  stack_id: string;
  sender_id: number;
  title: string;
  subtitle: string;
  meta_type: 'url' | 'listing' | 'text';
  meta_value: string;
  meta_address: string | null;
  recipient_user_id: number | null;
  tag_ids: string | null;
  office_id: number | null;
  reach: string | null;
  recipient_label: string;
  created_at: number;
  send_at: number | null;
  sent_at: number | null;
};
