import type { DictionariesInventory } from '@glossa/contract';
import type { DictionaryService } from '../dictionary/service';

type Inventory = Awaited<ReturnType<DictionaryService['inventory']>>;

export function presentInventory(inv: Inventory): DictionariesInventory {
  return {
    sources: inv.sources.map((s) => ({
      id: s.id,
      kind: s.kind,
      slug: s.slug,
      label: s.label,
      bytes: s.bytes,
      debian_package: s.debianPackage,
      imported: s.imported,
    })),
    languages: inv.languages.map((l) => ({
      lang: l.lang,
      words: l.words,
      forms_linked: l.formsLinked,
      hunspell: l.hunspell ? { installed: l.hunspell.installed, debian_package: l.hunspell.debianPackage, file: l.hunspell.file } : null,
    })),
    pairs: inv.pairs,
  };
}
