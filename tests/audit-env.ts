import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Every test file's audit log in a folder of its own, never the working tree's data/.
const folder = mkdtempSync(path.join(tmpdir(), 'audit-test-'));
process.env.DATABASE_FILE ??= path.join(folder, 'dashboard.sqlite');
process.env.AUDIT_QUEUE_DIR ??= path.join(folder, 'queue');
