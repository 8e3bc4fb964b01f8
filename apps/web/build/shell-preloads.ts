// Vite lists, beside every lazy import, the chunks to preload with it, the shell's own chunks
// included. Those are always loaded already (index.html imports them before any code runs), so
// they are left out: the lists and their indices were ~1 KB gzip of the first load of the shell and
// of each page (e2e/bundle-budget.spec.ts). CSS is not filtered here (Vite keeps it apart).
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

export function shellPreloads() {
  const shell = new Set<string>();

  /** Records the entry chunk and everything it imports statically, before Vite renders the lists. */
  const plugin: Plugin = {
    name: 'glossa:shell-preloads',
    apply: 'build',
    generateBundle(_options, bundle: OutputBundle) {
      shell.clear();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (shell.has(fileName) || chunk?.type !== 'chunk') return;
        shell.add(fileName);
        chunk.imports.forEach(visit);
      };
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
    },
  };

  /** build.modulePreload.resolveDependencies: a lazy import's chunks, less the shell's. */
  const resolveDependencies = (_file: string, deps: string[], context: { hostType: 'html' | 'js' }) =>
    context.hostType === 'js' ? deps.filter((dep) => !shell.has(dep)) : deps;

  return { plugin, resolveDependencies };
}
