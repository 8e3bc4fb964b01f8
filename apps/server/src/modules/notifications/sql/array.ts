// A PostgreSQL array literal as ONE parameter (drizzle's sql`` would spread a JS array into a list
// of parameters): `{"a","b",NULL}`, each element quoted and escaped, so any text is safe in it.
export function pgArray(values: readonly (string | number | boolean | null)[]): string {
  const items = values.map((v) => (v === null ? 'NULL' : `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`));
  return `{${items.join(',')}}`;
}
