// Pure schema tests of the Mortgage Pro form and level selection.
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@/lib/forms/rules-zod';
import {
  AgentSearchQuery,
  levelOf,
  levelQuery,
  MortgageProInput,
  parseLevelSelection,
  SaveMortgageProInput,
} from '@/lib/mortgage-pro/schema';

const valid = { displayName: 'Pat Lender', email: 'pat@lend.test', phone: '', web: '', company: '', licenseNumber: 'NMLS 1234' };

function errorsOf(input: unknown) {
  const parsed = MortgageProInput.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

describe('Mortgage Pro form', () => {
  it('display name, email and license number are required', () => {
    expect(errorsOf({ ...valid, displayName: '', email: '', licenseNumber: ' ' })).toEqual({
      displayName: 'Required',
      email: 'Required',
      licenseNumber: 'Required',
    });
  });

  it('email must be valid; company at most 200', () => {
    expect(errorsOf({ ...valid, email: 'pat' })).toEqual({ email: 'Invalid email address' });
    expect(errorsOf({ ...valid, company: 'c'.repeat(200) })).toEqual({});
    expect(errorsOf({ ...valid, company: 'c'.repeat(201) })).toEqual({ company: 'At most 200 characters' });
  });

  it('a save names a complete level', () => {
    expect(SaveMortgageProInput.safeParse({ level: { kind: 'app' }, mpro: valid }).success).toBe(true);
    expect(SaveMortgageProInput.safeParse({ level: { kind: 'office', officeId: 3 }, mpro: valid }).success).toBe(true);
    expect(SaveMortgageProInput.safeParse({ level: { kind: 'office' }, mpro: valid }).success).toBe(false);
    expect(SaveMortgageProInput.safeParse({ level: { kind: 'team', id: 1 }, mpro: valid }).success).toBe(false);
  });
});

describe('level in the query string', () => {
  it('reads level, office and agent, defaulting to the app', () => {
    expect(parseLevelSelection({})).toEqual({ kind: 'app', officeId: null, agentId: null });
    expect(parseLevelSelection('level=office&office=4')).toEqual({ kind: 'office', officeId: 4, agentId: null });
    expect(parseLevelSelection({ level: 'agent', agent: '12' })).toEqual({ kind: 'agent', officeId: null, agentId: 12 });
    expect(parseLevelSelection({ level: 'bogus', office: 'x' })).toEqual({ kind: 'app', officeId: null, agentId: null });
  });

  it('a level is complete only with its office or agent, and round-trips through its query', () => {
    expect(levelOf({ kind: 'office', officeId: null, agentId: null })).toBeNull();
    const level = levelOf(parseLevelSelection('level=agent&agent=7'));
    expect(level).toEqual({ kind: 'agent', agentId: 7 });
    expect(levelQuery(level!)).toBe('level=agent&agent=7');
    expect(levelOf(parseLevelSelection(levelQuery({ kind: 'office', officeId: 2 })))).toEqual({ kind: 'office', officeId: 2 });
  });
});

describe('agent search query', () => {
  it('needs 2 characters and pages from 0', () => {
    expect(AgentSearchQuery.safeParse({ q: 'a' }).success).toBe(false);
    expect(AgentSearchQuery.safeParse({ q: ' a ' }).success).toBe(false);
    expect(AgentSearchQuery.parse({ q: 'av' })).toEqual({ q: 'av', offset: 0 });
    expect(AgentSearchQuery.parse({ q: 'av', offset: '20' })).toEqual({ q: 'av', offset: 20 });
  });
});
