// Before each server test file: in-memory databases start from the migrated template of the global set-up.
import { readFile } from 'node:fs/promises';

import { inject } from 'vitest';

import { setInMemoryTemplate } from '../db/client.ts';

setInMemoryTemplate(new Blob([await readFile(inject('pgliteTemplateFile'))]));
