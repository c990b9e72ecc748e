import { describe, expect, it } from 'vitest';
import {
  detectDelimiter,
  guessMapping,
  headerCells,
  isComplete,
  mappingProblems,
  mappingToParams,
  normaliseHeader,
  readRow,
  roleOf,
} from '@/lib/users/csv-headers';

describe('CSV header recognition', () => {
  it('reduces header names to letters and digits', () => {
    expect(normaliseHeader('\uFEFFE-mail 1 - Value')).toBe('email1value');
    expect(normaliseHeader('  Full   Name ')).toBe('fullname');
  });

  it.each([
    ['Name', 'name'],
    ['Full Name', 'name'],
    ['full_name', 'name'],
    ['First Name', 'first'],
    ['LAST NAME', 'last'],
    ['Surname', 'last'],
    ['Email', 'email'],
    ['E-mail', 'email'],
    ['Email Address', 'email'],
    ['E-mail 1 - Value', 'email'],
    ['e mail', 'email'],
    ['Phone', 'phone'],
    ['Mobile Phone', 'phone'],
    ['Phone 1 - Value', 'phone'],
    ['Cell', 'phone'],
    ['Notes', null],
    ['', null],
  ])('%s is %s', (cell, role) => {
    expect(roleOf(cell)).toBe(role);
  });

  it('detects comma and semicolon separators outside quotes', () => {
    expect(detectDelimiter('Name,Email,Phone')).toBe(',');
    expect(detectDelimiter('Name;Email;Phone')).toBe(';');
    expect(detectDelimiter('"Smith, Ann";Email;Phone')).toBe(';');
  });

  it('reads the first line with a BOM, quotes and CRLF', () => {
    expect(headerCells('\uFEFF"First Name";"Last Name";E-mail\r\nAnn;Lee;a@b.co\r\n')).toEqual({
      cells: ['First Name', 'Last Name', 'E-mail'],
      delimiter: ';',
    });
    expect(headerCells('"Name, full",Email\nx,y').cells).toEqual(['Name, full', 'Email']);
  });

  it('maps a Google Contacts style export (First + Last, E-mail 1 - Value, Phone 1 - Value)', () => {
    const { cells } = headerCells('Given Name,Family Name,E-mail 1 - Value,Phone 1 - Value,Notes\n');
    const mapping = guessMapping(cells);
    expect(mapping).toEqual({ name: null, first: 0, last: 1, email: 2, phone: 3 });
    expect(isComplete(mapping, cells.length)).toBe(true);
    expect(readRow(['Ann', 'Lee', ' ann@x.co ', '555 0100', ''], mapping)).toEqual({
      name: 'Ann Lee',
      email: 'ann@x.co',
      phone: '555 0100',
    });
  });

  it('prefers a full name column over first and last', () => {
    expect(guessMapping(['First Name', 'Full Name', 'Email'])).toEqual({ name: 1, first: null, last: null, email: 2, phone: null });
  });

  it('asks for a mapping when it cannot tell', () => {
    const mapping = guessMapping(['Client', 'Contact', 'Tel']);
    expect(isComplete(mapping, 3)).toBe(false);
    expect(mappingProblems(mapping, 3)).toEqual([
      'Choose the column with the name (or the first name).',
      'Choose the column with the email.',
    ]);
  });

  it('refuses a mapping that points outside the file or uses a column twice', () => {
    expect(mappingProblems({ name: 0, first: null, last: null, email: 5, phone: null }, 3)).toContain(
      'A chosen column is not in the file.',
    );
    expect(mappingProblems({ name: 0, first: null, last: null, email: 0, phone: null }, 3)).toContain(
      'Each column can hold one thing only.',
    );
  });

  it('writes a mapping as query parameters, leaving out the empty ones', () => {
    expect(mappingToParams({ name: null, first: 0, last: 1, email: 2, phone: null })).toEqual({ first: '0', last: '1', email: '2' });
  });
});
