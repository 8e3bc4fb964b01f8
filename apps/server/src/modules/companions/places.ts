// Country and city names in English from the country-state-city package (loaded on first use:
// its city table is large). Matching ignores case and accents; prefix matches come first.
import type { City, Country } from '@glossa/contract';
import type * as CountryStateCity from 'country-state-city';

type Lib = typeof CountryStateCity;

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function rank<T>(items: { item: T; key: string }[], query: string, limit: number): T[] {
  const q = fold(query);
  const prefix: T[] = [];
  const inside: T[] = [];
  for (const { item, key } of items) {
    if (key.startsWith(q)) prefix.push(item);
    else if (key.includes(q)) inside.push(item);
    if (prefix.length >= limit) break;
  }
  return [...prefix, ...inside].slice(0, limit);
}

export function createPlaces() {
  let lib: Promise<Lib> | null = null;
  let countries: { item: Country; key: string }[] | null = null;
  const cities = new Map<string, { item: City; key: string }[]>();
  const load = () => (lib ??= import('country-state-city'));

  async function allCountries() {
    if (!countries) {
      const { Country } = await load();
      countries = Country.getAllCountries()
        .map((c) => ({ item: { code: c.isoCode, name: c.name, flag: c.flag }, key: fold(c.name) }))
        .sort((a, b) => a.item.name.localeCompare(b.item.name, 'en'));
    }
    return countries;
  }

  return {
    async isCountry(code: string): Promise<boolean> {
      return (await allCountries()).some((c) => c.item.code === code);
    },

    async countries(query: string, limit: number): Promise<Country[]> {
      const all = await allCountries();
      if (!query) return all.slice(0, limit).map((c) => c.item);
      const byCode = query.length === 2 ? all.filter((c) => c.item.code === query.toUpperCase()).map((c) => c.item) : [];
      const ranked = rank(all, query, limit).filter((c) => !byCode.includes(c));
      return [...byCode, ...ranked].slice(0, limit);
    },

    async cities(countryCode: string, query: string, limit: number): Promise<City[]> {
      let list = cities.get(countryCode);
      if (!list) {
        const { City } = await load();
        const seen = new Set<string>();
        list = (City.getCitiesOfCountry(countryCode) ?? [])
          .filter((c) => {
            const id = `${c.name}|${c.stateCode}`;
            if (seen.has(id)) return false;
            seen.add(id);
            return true;
          })
          .map((c) => ({
            item: {
              name: c.name,
              state_code: c.stateCode,
              latitude: c.latitude ? Number(c.latitude) : null,
              longitude: c.longitude ? Number(c.longitude) : null,
            },
            key: fold(c.name),
          }))
          .sort((a, b) => a.key.length - b.key.length || a.item.name.localeCompare(b.item.name, 'en'));
        cities.set(countryCode, list);
      }
      return rank(list, query, limit);
    },
  };
}
