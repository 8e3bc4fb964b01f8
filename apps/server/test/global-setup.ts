import type { TestProject } from 'vitest/node';
import { preparePgliteDump, preparePostgresTemplate } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: { kind: 'postgres'; url: string; template: string } | { kind: 'pglite'; dump: string };
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    project.provide('dbTemplate', { kind: 'postgres', url, template: await preparePostgresTemplate(url) });
  } else {
    project.provide('dbTemplate', { kind: 'pglite', dump: await preparePgliteDump() });
  }
}
