/**
 * Open house: the kiosk message agents greet visitors with, and the users
 * the kiosk signed in (the kiosk tags). The spec's words, verbatim.
 */
export const OPEN_HOUSE_MSG = {
  agentsOnly: 'Open House features are only available for agents.',
  saved: 'Open House message has been saved',
  failed: 'Error saving Open House message',
  tooLong: (max: number) => `At most ${max} characters`,
} as const;

/** The kiosk message's limit. */
export const KIOSK_MESSAGE_MAX = 250;

/** The users list filtered by the tags the kiosk gives (/users?tag=kiosk and /users?tag=kiosk-agent). */
export const KIOSK_LINKS = [
  { href: '/users?tag=kiosk', label: 'Users who signed in at your open houses', tag: 'kiosk' },
  { href: '/users?tag=kiosk-agent', label: 'Users you signed in at the kiosk yourself', tag: 'kiosk-agent' },
] as const;
