import { HunspellReader } from 'hunspell-reader';
const depth = Number(process.argv[2]);
const lang = process.argv[3] ?? 'hu_HU';
const r = await HunspellReader.createFromFiles(`/usr/share/hunspell/${lang}.aff`, `/usr/share/hunspell/${lang}.dic`);
const t = performance.now();
let n = 0, forms = 0, max = 0;
for (const line of r.dic) {
  const k = r.aff.applyRulesToDicEntry(line, depth).length;
  forms += k; max = Math.max(max, k);
  if (++n >= 2000) break;
}
console.log(lang, 'depth', depth, 'roots', n, 'forms', forms, 'max', max, 'heap MB', Math.round(process.memoryUsage().heapUsed/1e6), 's', ((performance.now()-t)/1000).toFixed(1));
