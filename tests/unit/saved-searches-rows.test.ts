import { describe, expect, it } from 'vitest';
import { defaultFilters } from '@/lib/saved-searches/filters';
import { createdText, matchText, templateRow, type SearchTemplate } from '@/lib/saved-searches/rules';
import { ROLES } from '@/tests/support/roles';

const template: SearchTemplate = {
  id: 7,
  name: 'Palo Alto luxury',
  filters: defaultFilters(),
  regions: [],
  lat: 37.44,
  lng: -122.16,
  // 2026-01-01 03:30 UTC: still Dec 31 on the US west coast.
  created: Date.UTC(2026, 0, 1, 3, 30) / 1000,
  link: 'http://upstream.test/s/abc',
  agentName: 'Avery Agent',
  agentPhoto: null,
  shared: false,
  notifyEmail: false,
  notifyPush: false,
};

describe('templates list rows (Created: MMM D YYYY in the brokerage time zone)', () => {
  it('dates a template in the zone given, UTC without one', () => {
    expect(createdText(template.created, 'America/Los_Angeles')).toBe('Dec 31 2025');
    expect(createdText(template.created, 'Europe/Paris')).toBe('Jan 1 2026');
    expect(createdText(template.created)).toBe('Jan 1 2026');
  });

  it("a row carries the zone's date and what the viewer may do", () => {
    const row = templateRow(ROLES.admin.viewer, template, 'America/Los_Angeles');
    expect(row.createdText).toBe('Dec 31 2025');
    expect(row).toMatchObject({ canEdit: true, canToggleShared: true, showAgent: true });
    expect(row).not.toHaveProperty('filters');
    const agentRow = templateRow(ROLES.agent.viewer, { ...template, shared: true }, 'America/Los_Angeles');
    expect(agentRow).toMatchObject({ canEdit: false, canToggleShared: false, showAgent: false });
  });

  it('the live count speaks in homes', () => {
    expect(matchText(1)).toBe('1 home matches');
    expect(matchText(1234)).toMatch(/^1,234 homes match$/);
  });
});
