// Issue 37's walk: imports sources through the administrators' API (what the Dictionaries page
// calls) on a running server while a second client keeps searching, one request at a time, and
// reports the search latencies per import step (count, p50, p99, max, errors).
//   node bench/dictionary/import-walk.mjs --base http://127.0.0.1:3701 --email a@b.c --password x \
//     [--base2 http://127.0.0.1:3702] freedict:eng-deu wordnet
// --base2: a second instance whose imports list is polled too (progress seen there).
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  options: { base: { type: 'string' }, base2: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } },
  allowPositionals: true,
});
const base = values.base;
const WORDS = ['house', 'go', 'street', 'water', 'time', 'dog', 'tree', 'book', 'run', 'fast', 'table', 'bank', 'light', 'green',
  'child', 'money', 'work', 'night', 'city', 'river', 'horse', 'bread', 'school', 'window', 'garden', 'friend', 'write', 'read'];

const auth = { 'content-type': 'application/json' };
// Signs in again when the access token ends (a long import outlives it).
async function signIn() {
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: values.email, password: values.password }),
  }).then((r) => r.json());
  auth.authorization = `Bearer ${login.data.access_token}`;
}
await signIn();

let step = 'before';
const samples = []; // [step, ms, ok]
let searching = true;
const searcher = (async () => {
  let i = 0;
  while (searching) {
    const word = WORDS[i++ % WORDS.length];
    const lang = i % 2 ? ['eng', 'ger'] : ['ger', 'eng'];
    const q = lang[0] === 'eng' ? word : ['Haus', 'gehen', 'Straße', 'Wasser', 'Zeit', 'Hund', 'Baum'][i % 7];
    const t0 = performance.now();
    let ok = false;
    try {
      const res = await fetch(`${base}/api/translations?lang=${lang[0]}&lang_t=${lang[1]}&search=${encodeURIComponent(q)}&_=${i}`);
      await res.arrayBuffer();
      ok = res.status === 200;
    } catch {
      // A refused connection counts as an error below.
    }
    samples.push([step, performance.now() - t0, ok]);
    await new Promise((r) => setTimeout(r, 50));
  }
})();

const seenOn2 = new Set();
async function list(b) {
  const res = await fetch(`${b}/api/admin/dictionaries/imports`, { headers: auth });
  if (res.status === 401) {
    await signIn();
    return list(b);
  }
  return res.json();
}
for (const source of positionals) {
  const startedAt = Date.now();
  const res = await fetch(`${base}/api/admin/dictionaries/imports`, { method: 'POST', headers: auth, body: JSON.stringify({ source_id: source }) });
  const body = await res.json();
  // An import under way (this script restarted): watch it.
  if (body.errors?.[0]?.code === 'IMPORT_ALREADY_RUNNING') body.data = (await list(base)).data[0];
  else if (res.status !== 202) {
    console.log(source, res.status, JSON.stringify(body));
    continue;
  }
  const id = body.data.id;
  const steps = [];
  for (;;) {
    await new Promise((r) => setTimeout(r, 1000));
    const row = (await list(base)).data.find((r) => r.id === id);
    if (values.base2) {
      const other = (await list(values.base2)).data.find((r) => r.id === id);
      if (other?.step) seenOn2.add(`${source}:${other.status}:${other.step}`);
    }
    const s = `${source} ${row.step ?? row.status}`;
    if (s !== step) {
      steps.push([s, Math.round((Date.now() - startedAt) / 1000)]);
      console.log(new Date().toISOString(), s, `${row.done}/${row.total}`);
      step = s;
    }
    if (!['queued', 'running'].includes(row.status)) {
      console.log(source, row.status, JSON.stringify(row.result), row.message ?? '');
      break;
    }
  }
  console.log(`${source} steps (s from start):`, JSON.stringify(steps));
}
step = 'after';
await new Promise((r) => setTimeout(r, 3000));
searching = false;
await searcher;

const pct = (xs, p) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const byStep = new Map();
for (const [s, ms, ok] of samples) {
  const e = byStep.get(s) ?? { ms: [], errors: 0 };
  e.ms.push(ms);
  if (!ok) e.errors++;
  byStep.set(s, e);
}
console.log('| step | searches | p50 ms | p99 ms | max ms | errors |');
console.log('|---|---|---|---|---|---|');
for (const [s, e] of byStep) {
  e.ms.sort((a, b) => a - b);
  console.log(`| ${s} | ${e.ms.length} | ${pct(e.ms, 50).toFixed(1)} | ${pct(e.ms, 99).toFixed(1)} | ${e.ms.at(-1).toFixed(1)} | ${e.errors} |`);
}
if (values.base2) console.log('seen on the second instance:', [...seenOn2].join(', '));
