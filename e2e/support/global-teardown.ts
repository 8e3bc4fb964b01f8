// After the run: the data directory templates of the specs' app instances go (e2e/support/app-instance.ts).
import { rmSync } from 'node:fs';

export default function globalTeardown(): void {
  const templates = process.env.GLOSSA_E2E_TEMPLATE_DIR;
  if (templates) rmSync(templates, { recursive: true, force: true });
}
