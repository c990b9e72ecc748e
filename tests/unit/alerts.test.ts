import { describe, expect, it } from 'vitest';
import { allowed, effectiveRole, redirectFor, type Viewer } from '@/lib/access';
import {
  addDays,
  alertColumns,
  alertRefusal,
  alertTypesFor,
  defaultSchedule,
  formatInZone,
  isCalendarDate,
  isTimeZone,
  sendOptions,
  timeZoneLabel,
  zonedInstant,
  zonedToday,
  ALERT_MSG,
} from '@/lib/alerts/rules';

function viewer(over: Partial<Viewer> = {}): Viewer {
  const v: Viewer = {
    role: 'admin',
    realType: 'admin',
    subType: null,
    managerMode: true,
    readOnly: false,
    embedded: false,
    stackId: 'acme',
    template: 'default',
    toggles: { pushNotificationsEnabled: true, manualPushEnabled: true },
    mproAgent: false,
    payments: false,
    showingsStack: false,
    selfProvisioned: false,
    subscriptionStatus: null,
    ...over,
  };
  return { ...v, role: over.role ?? effectiveRole(v.realType, v.subType, v.managerMode) };
}
const PUSH = { pushNotificationsEnabled: true, manualPushEnabled: true };
const admin = viewer();
const agent = viewer({ realType: 'agent', managerMode: false });
const agentAll = viewer({ realType: 'agent', managerMode: false, toggles: { ...PUSH, manualPushEnabledAll: true } });
const manager = viewer({ realType: 'manager' });
const managerAll = viewer({ realType: 'manager', toggles: { ...PUSH, manualPushEnabledAll: true } });
const restricted = viewer({ toggles: { ...PUSH, superAdminRestrictedMode: true } });
const readOnly = viewer({ readOnly: true });

describe('access to /alerts: both push toggles, and admin or manualPushEnabledAll', () => {
  it.each([
    ['admin', admin, null],
    ['agent without manualPushEnabledAll', agent, '/'],
    ['agent with manualPushEnabledAll', agentAll, null],
    ['manager without it', manager, '/'],
    ['manager with it', managerAll, null],
    ['admin, push off', viewer({ toggles: { manualPushEnabled: true } }), '/'],
    ['admin, manual push off', viewer({ toggles: { pushNotificationsEnabled: true } }), '/'],
    ['agent-admin in manager view', viewer({ realType: 'agent', subType: 'agentAdmin', managerMode: true }), null],
  ] as const)('%s', (_name, v, where) => {
    expect(redirectFor(v, '/alerts')).toBe(where);
    expect(allowed(v, 'alerts.read')).toBe(where === null);
    expect(allowed(v, 'alerts.send')).toBe(where === null);
  });

  it('read-only mode reads but neither sends nor deletes', () => {
    expect(allowed(readOnly, 'alerts.read')).toBe(true);
    expect(sendOptions(readOnly)).toMatchObject({ canSend: false, canDelete: false });
    expect(sendOptions(admin)).toMatchObject({ canSend: true, canDelete: true });
  });
});

describe('columns and the form per viewer', () => {
  it('admins see senders; a restricted admin sees no recipients', () => {
    expect(alertColumns(admin)).toEqual({ sender: true, recipient: true });
    expect(alertColumns(agentAll)).toEqual({ sender: false, recipient: true });
    expect(alertColumns(restricted)).toEqual({ sender: true, recipient: false });
    // Restricted mode hides recipients from admins only.
    expect(
      alertColumns(
        viewer({ realType: 'agent', managerMode: false, toggles: { ...PUSH, manualPushEnabledAll: true, superAdminRestrictedMode: true } }),
      ),
    ).toEqual({ sender: false, recipient: true });
  });

  it('a restricted admin sends by tag and not listings; the office only with offices on', () => {
    expect(alertTypesFor(admin)).toEqual(['url', 'listing', 'text']);
    expect(alertTypesFor(restricted)).toEqual(['url', 'text']);
    expect(sendOptions(restricted)).toMatchObject({ userRecipients: false, listingType: false });
    expect(alertRefusal(restricted, { type: 'text', recipient: 4 })).toBe(ALERT_MSG.restrictedRecipient);
    expect(alertRefusal(restricted, { type: 'listing' })).toBe(ALERT_MSG.restrictedListing);
    expect(alertRefusal(restricted, { type: 'url' })).toBeNull();
    expect(alertRefusal(admin, { type: 'listing', recipient: 4 })).toBeNull();
    expect(sendOptions(admin).offices).toBe(false);
    expect(sendOptions(viewer({ toggles: { ...PUSH, officesEnabled: true } })).offices).toBe(true);
  });
});

describe("the brokerage's time zone", () => {
  const LA = 'America/Los_Angeles';
  it('today and the default schedule (tomorrow 09:00) are the brokerage’s, whatever the server’s zone', () => {
    // 2026-11-24 05:00 UTC is still the 23rd in Los Angeles.
    const at = Date.UTC(2026, 10, 24, 5, 0);
    expect(zonedToday(LA, at)).toBe('2026-11-23');
    expect(zonedToday('Asia/Tokyo', at)).toBe('2026-11-24');
    expect(defaultSchedule(LA, at)).toEqual({ date: '2026-11-24', hour: 9, minute: 0 });
  });

  it('a wall-clock time is one exact instant: winter, summer, and around the clock changes', () => {
    expect(zonedInstant('2026-11-24', 9, 0, LA)).toBe(Date.UTC(2026, 10, 24, 17, 0) / 1000);
    expect(zonedInstant('2026-07-01', 9, 15, LA)).toBe(Date.UTC(2026, 6, 1, 16, 15) / 1000);
    // 2026-03-08 02:30 does not exist in LA (clocks jump from 2:00 to 3:00): it moves on by the gap.
    expect(zonedInstant('2026-03-08', 2, 30, LA)).toBe(Date.UTC(2026, 2, 8, 10, 30) / 1000);
    // 2026-11-01 01:30 happens twice: the earlier (PDT) is taken.
    expect(zonedInstant('2026-11-01', 1, 30, LA)).toBe(Date.UTC(2026, 10, 1, 8, 30) / 1000);
    expect(zonedInstant('2026-11-24', 9, 0, 'Europe/London')).toBe(Date.UTC(2026, 10, 24, 9, 0) / 1000);
    expect(formatInZone(Date.UTC(2026, 10, 24, 17, 0) / 1000, LA)).toBe('Nov 24, 2026, 9:00 AM');
  });

  it('dates, zones and labels', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isTimeZone(LA)).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(timeZoneLabel(LA, Date.UTC(2026, 10, 24))).toBe('America/Los Angeles (PST)');
  });
});
