/**
 * Recognising the columns of a users CSV that a CRM exported (beyond the spec): common
 * header names for the name (or first + last name), the email and the phone, with case, spacing and
 * punctuation ignored, a UTF-8 byte-order mark accepted, and comma or semicolon separators. Pure, so
 * the browser (to ask the user to map columns when it cannot tell) and the server (which rewrites
 * the file into the upstream's name,email,phone columns) read a header the same way.
 */

export type ColumnRole = 'name' | 'first' | 'last' | 'email' | 'phone';

/** Which column (0-based) holds what; null when none. Either name, or first (with last optional). */
export interface ColumnMapping {
  name: number | null;
  first: number | null;
  last: number | null;
  email: number | null;
  phone: number | null;
}

export const EMPTY_MAPPING: ColumnMapping = { name: null, first: null, last: null, email: null, phone: null };

/** A header cell reduced to lowercase letters and digits: 'E-mail 1 - Value' → 'email1value'. */
export function normaliseHeader(cell: string): string {
  return cell
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]/g, '');
}

const KNOWN: Record<ColumnRole, readonly string[]> = {
  name: ['name', 'fullname', 'displayname', 'contactname', 'clientname', 'leadname', 'customername', 'nameandsurname'],
  first: ['firstname', 'first', 'givenname', 'forename', 'fname'],
  last: ['lastname', 'last', 'surname', 'familyname', 'lname'],
  email: [
    'email',
    'emailaddress',
    'email1',
    'email1value',
    'primaryemail',
    'emailaddress1',
    'mail',
    'workemail',
    'personalemail',
    'homeemail',
    'contactemail',
    'emails',
    'primaryemailaddress',
    'email1address',
  ],
  phone: [
    'phone',
    'phonenumber',
    'mobile',
    'mobilephone',
    'mobilenumber',
    'cell',
    'cellphone',
    'telephone',
    'tel',
    'phone1',
    'phone1value',
    'primaryphone',
    'homephone',
    'workphone',
    'contactphone',
    'phones',
    'primaryphonenumber',
  ],
};

/** The role of one header cell, or null when it is none of the known names. */
export function roleOf(cell: string): ColumnRole | null {
  const key = normaliseHeader(cell);
  if (!key) return null;
  for (const role of Object.keys(KNOWN) as ColumnRole[]) if (KNOWN[role].includes(key)) return role;
  return null;
}

/** The separator of a header line: the one of comma and semicolon (outside quotes) it uses more. */
export function detectDelimiter(line: string): ',' | ';' {
  let commas = 0;
  let semis = 0;
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === ',') commas += 1;
    else if (!quoted && ch === ';') semis += 1;
  }
  return semis > commas ? ';' : ',';
}

/** The first line of a CSV text, split into cells (quotes honoured, the BOM dropped). */
export function headerCells(text: string): { cells: string[]; delimiter: ',' | ';' } {
  const body = text.replace(/^\uFEFF/, '');
  let end = 0;
  let quoted = false;
  while (end < body.length) {
    const ch = body[end];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    end += 1;
  }
  const line = body.slice(0, end);
  const delimiter = detectDelimiter(line);
  const cells: string[] = [];
  let cell = '';
  quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  return { cells, delimiter };
}

/** The mapping a header suggests: the first column of each role (phones: the first phone column). */
export function guessMapping(cells: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = { ...EMPTY_MAPPING };
  cells.forEach((cell, i) => {
    const role = roleOf(cell);
    if (role && mapping[role] === null) mapping[role] = i;
  });
  // A full name column wins over first + last; first + last stand in for a missing one.
  if (mapping.name !== null) {
    mapping.first = null;
    mapping.last = null;
  }
  return mapping;
}

/** What is missing before an import can be analysed: the name (or first name) and the email. */
export function mappingProblems(mapping: ColumnMapping, columns: number): string[] {
  const problems: string[] = [];
  const inRange = (i: number | null) => i === null || (Number.isInteger(i) && i >= 0 && i < columns);
  if (!(Object.values(mapping) as (number | null)[]).every(inRange)) problems.push('A chosen column is not in the file.');
  if (mapping.name === null && mapping.first === null) problems.push('Choose the column with the name (or the first name).');
  if (mapping.email === null) problems.push('Choose the column with the email.');
  const used = (Object.values(mapping) as (number | null)[]).filter((i): i is number => i !== null);
  if (new Set(used).size !== used.length) problems.push('Each column can hold one thing only.');
  return problems;
}

/** True when the header alone tells where the name and email are: no need to ask. */
export function isComplete(mapping: ColumnMapping, columns: number): boolean {
  return mappingProblems(mapping, columns).length === 0;
}

/** One data row's name, email and phone, read with a mapping. */
export function readRow(cells: readonly string[], mapping: ColumnMapping): { name: string; email: string; phone: string } {
  const at = (i: number | null) => (i === null ? '' : (cells[i] ?? '').trim());
  const name = mapping.name !== null ? at(mapping.name) : [at(mapping.first), at(mapping.last)].filter(Boolean).join(' ');
  return { name, email: at(mapping.email), phone: at(mapping.phone) };
}

/** The mapping as query parameters (name, first, last, email, phone: column numbers). */
export function mappingToParams(mapping: ColumnMapping): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(mapping)) if (value !== null) out[key] = String(value);
  return out;
}
