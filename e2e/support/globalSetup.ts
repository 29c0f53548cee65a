// The e2e project's global set-up (vitest.e2e.config.ts): one started product with the demo data for the test files that
// only read it (sharedProduct), instead of one each: a start seeds some 330 conversations and writes the demo's reports.
import type { TestProject } from 'vitest/node';

import { startProductServer } from './startedProduct.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    sharedProductOrigin: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const product = await startProductServer('shared');
  project.provide('sharedProductOrigin', product.origin);
  return () => product.stop();
}
