// The main folder is created on first use, named in the interface language of that request
// (the `local` header); the user may rename it like any folder.
const NAMES: Record<string, string> = {
  eng: 'Favorites',
  ger: 'Favoriten',
  spa: 'Favoritos',
  fre: 'Favoris',
  dut: 'Favorieten',
  pol: 'Ulubione',
  rus: 'Избранное',
  ukr: 'Обране',
};

export function mainFolderName(localCode: string): string {
  return NAMES[localCode] ?? NAMES.eng!;
}
