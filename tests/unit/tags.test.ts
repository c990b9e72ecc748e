import { describe, expect, it } from 'vitest';
import { effectiveRole, type Viewer } from '@/lib/access';
import { TAG_NAME_MAX } from '@/lib/tags/check';
import { tags as tagCalls } from '@/server/upstream/contract';
import {
  offersSuperTag,
  superTagRefusal,
  TAG_COLOR_PRESETS,
  TAG_COLORS,
  TAG_MSG,
  tagChangeRefusal,
  tagColors,
  tagInfo,
  tagKind,
  tagRow,
  usersAffected,
  type Tag,
  type TagKind,
} from '@/lib/tags/rules';

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
    toggles: {},
    mproAgent: false,
    payments: false,
    showingsStack: false,
    selfProvisioned: false,
    subscriptionStatus: null,
    ...over,
  };
  return { ...v, role: over.role ?? effectiveRole(v.realType, v.subType, v.managerMode) };
}
const admin = viewer();
const agent = viewer({ realType: 'agent', managerMode: false });
const agentAdminInAgentView = viewer({ realType: 'agent', subType: 'agentAdmin', managerMode: false });
const agentAdminInAdminView = viewer({ realType: 'agent', subType: 'agentAdmin', managerMode: true });
const readOnlyAdmin = viewer({ readOnly: true });
const readOnlyAgent = viewer({ realType: 'agent', managerMode: false, readOnly: true });

function tag(kind: TagKind, over: Partial<Tag> = {}): Tag {
  return {
    id: kind === 'virtual' ? 0 : 7,
    tag: kind,
    name: kind,
    description: '',
    color: 'blue',
    background: '#1f5fbf',
    textColor: '#ffffff',
    kind,
    global: kind !== 'own',
    ownerName: null,
    useCount: 3,
    useCountAll: null,
    ...over,
  };
}

describe('the kind of a tag', () => {
  it('id 0 is the virtual Agent tag; then system, then super, else own', () => {
    expect(tagKind({ id: 0, system_tag: true, super_tag: false })).toBe('virtual');
    expect(tagKind({ id: 4, system_tag: true, super_tag: true })).toBe('system');
    expect(tagKind({ id: 4, system_tag: false, super_tag: true })).toBe('super');
    expect(tagKind({ id: 4, system_tag: false, super_tag: false })).toBe('own');
  });
});

describe('who may edit or delete which tag', () => {
  it('system and virtual tags: nobody, admin or agent', () => {
    for (const v of [admin, agent, agentAdminInAdminView]) {
      expect(tagChangeRefusal(v, tag('system'))).toBe(TAG_MSG.systemRefused);
      expect(tagChangeRefusal(v, tag('virtual'))).toBe(TAG_MSG.virtualRefused);
    }
  });

  it('super tags: admins only (an agent-admin only in admin view)', () => {
    expect(tagChangeRefusal(admin, tag('super'))).toBeNull();
    expect(tagChangeRefusal(agentAdminInAdminView, tag('super'))).toBeNull();
    expect(tagChangeRefusal(agent, tag('super'))).toBe(TAG_MSG.superRefused);
    expect(tagChangeRefusal(agentAdminInAgentView, tag('super'))).toBe(TAG_MSG.superRefused);
  });

  it('own tags: admin and agent alike', () => {
    expect(tagChangeRefusal(admin, tag('own'))).toBeNull();
    expect(tagChangeRefusal(agent, tag('own'))).toBeNull();
  });

  it("only admins may make a tag 'available to all agents', and only they are offered it", () => {
    expect(superTagRefusal(admin, true)).toBeNull();
    expect(superTagRefusal(agent, true)).toBe(TAG_MSG.superCreateRefused);
    expect(superTagRefusal(agent, false)).toBeNull();
    expect(offersSuperTag(admin)).toBe(true);
    expect(offersSuperTag(agent)).toBe(false);
    expect(offersSuperTag(agentAdminInAgentView)).toBe(false);
  });
});

describe('what each viewer reads in the Info column', () => {
  it("super tags: 'Available to all agents' for admins, 'Created by account admin' for agents", () => {
    expect(tagInfo(admin, tag('super'))).toBe('Available to all agents');
    expect(tagInfo(agent, tag('super'))).toBe('Created by account admin');
  });

  it('system and virtual tags: their description, else a chosen default; own tags name their maker to admins', () => {
    expect(tagInfo(agent, tag('system', { description: 'Signed in at an open house' }))).toBe('Signed in at an open house');
    expect(tagInfo(agent, tag('system'))).toBe(TAG_MSG.systemInfo);
    expect(tagInfo(admin, tag('virtual'))).toBe(TAG_MSG.virtualInfo);
    expect(tagInfo(admin, tag('own', { ownerName: 'Avery Agent' }))).toBe('Created by Avery Agent');
    expect(tagInfo(agent, tag('own', { ownerName: 'Avery Agent', description: '' }))).toBe('');
  });
});

describe('a table row', () => {
  it('offers edit and delete as the kind and the access table allow', () => {
    expect(tagRow(admin, tag('super'))).toMatchObject({ canEdit: true, canDelete: true, info: 'Available to all agents' });
    expect(tagRow(agent, tag('super'))).toMatchObject({ canEdit: false, canDelete: false, info: 'Created by account admin' });
    expect(tagRow(agent, tag('own'))).toMatchObject({ canEdit: true, canDelete: true });
    expect(tagRow(admin, tag('system'))).toMatchObject({ canEdit: false, canDelete: false });
    expect(tagRow(admin, tag('virtual'))).toMatchObject({ canEdit: false, canDelete: false });
  });

  it('read-only mode offers neither, to anyone', () => {
    for (const v of [readOnlyAdmin, readOnlyAgent]) {
      for (const kind of ['own', 'super'] as const) expect(tagRow(v, tag(kind))).toMatchObject({ canEdit: false, canDelete: false });
    }
  });

  it('a manager is offered nothing (tags are for admins and agents)', () => {
    expect(tagRow(viewer({ realType: 'manager' }), tag('own'))).toMatchObject({ canEdit: false, canDelete: false });
  });

  it('a delete affects the all-agents count for an admin, the own count for an agent', () => {
    expect(usersAffected(tag('own', { useCount: 2, useCountAll: 9 }))).toBe(9);
    expect(usersAffected(tag('own', { useCount: 2, useCountAll: null }))).toBe(2);
  });
});

describe('the colour presets', () => {
  it('are the five of the spec', () => {
    expect([...TAG_COLORS]).toEqual(['blue', 'sand', 'red', 'green', 'orange2']);
  });

  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  it.each(TAG_COLORS)('%s: text on the chip has at least 4.5:1 contrast', (color) => {
    const { background, text } = TAG_COLOR_PRESETS[color];
    const [hi, lo] = [luminance(background), luminance(text)].sort((a, b) => b - a) as [number, number];
    expect((hi + 0.05) / (lo + 0.05)).toBeGreaterThanOrEqual(4.5);
  });

  it("draws a preset in its colours, an upstream's hex as sent, and anything else as blue", () => {
    expect(tagColors('sand', '#000000')).toEqual({ background: '#e9dcc0', text: '#4a3b17' });
    expect(tagColors('#123456', '#fafafa')).toEqual({ background: '#123456', text: '#fafafa' });
    expect(tagColors('#123456', null)).toEqual({ background: '#123456', text: '#ffffff' });
    expect(tagColors('purple', null)).toEqual({ background: '#1f5fbf', text: '#ffffff' });
  });
});

describe('the contract agrees with the rules', () => {
  it('the upstream takes the same colour presets and name length the form checks', () => {
    const request = tagCalls.saveTag.request;
    for (const color of TAG_COLORS) expect(request.safeParse({ name: 'x', color }).success).toBe(true);
    expect(request.safeParse({ name: 'x', color: 'purple' }).success).toBe(false);
    expect(request.safeParse({ name: 'x'.repeat(TAG_NAME_MAX), color: 'blue' }).success).toBe(true);
    expect(request.safeParse({ name: 'x'.repeat(TAG_NAME_MAX + 1), color: 'blue' }).success).toBe(false);
  });
});
