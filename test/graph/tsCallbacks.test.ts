/**
 * TypeScript/JavaScript callbacks of standard collection methods typed by the
 * collection's element: `repos.forEach((r) => r.open())`, `.map(x => …)`,
 * `.filter(function (r) {…})`, `.find`, `.some`, `.every`, `.flatMap`,
 * `.reduce((acc, r) => …)` (second parameter), `.sort((a, b) => …)` (both),
 * `Set<Repo>.forEach`, `Map<K, Repo>.forEach((r, k) => …)` (the value first),
 * over a parameter, a field (`this.repos`), a call returning `Repo[]`, a
 * chain (`repos.filter(f).forEach(…)`), also nested callbacks through an
 * element's field (`r.kids.forEach((k) => …)`), an element's field
 * (`r.session.save()`) and chain (`r.open().save()`); `const found =
 * repos.find(…)`, `repos.filter(f)[0]`, `.slice()[0]`, `.concat()[0]`, and a
 * JavaScript file calling a TypeScript function that returns `Repo[]`; a
 * copy `const copy = this.repos.slice()` indexed and iterated. The
 * decoy: class Other with the same method names, reached through a callback
 * parameter of the same name in the same function, never listed for Repo; an
 * explicitly typed callback parameter keeps its own type; a variable outside
 * the callback with the parameter's name is not its element.
 */
import { expectEdges, graphFixture } from './helpers';

const REPO = [
  'export class Session {',
  '  save(): void {}',
  '}',
  'export class Kid {',
  '  run(): void {}',
  '}',
  'export class Repo {',
  '  session: Session = new Session();',
  '  kids: Kid[] = [];',
  '  open(): Session {',
  '    return this.session;',
  '  }',
  '  close(): void {}',
  '  ok(): boolean {',
  '    return true;',
  '  }',
  '  rank(other: Repo): number {',
  '    return 0;',
  '  }',
  '}',
  'export function allRepos(): Repo[] {',
  '  return [];',
  '}',
  '',
].join('\n');

const OTHER = [
  'export class Other {',
  '  open(): void {}',
  '  close(): void {}',
  '  ok(): boolean {',
  '    return false;',
  '  }',
  '}',
  '',
].join('\n');

const USE = [
  "import { Repo, allRepos } from './repo';",
  "import { Other } from './other';",
  'export class Holder {',
  '  repos: Repo[] = [];',
  '  set = new Set<Repo>();',
  '  byName: Map<string, Repo> = new Map();',
  '  others: Other[] = [];',
  '  field() {',
  '    this.repos.forEach((r) => r.open());',
  '    this.others.forEach((r) => r.close());',
  '  }',
  '  kept() {',
  '    const copy = this.repos.slice();',
  '    copy[0].close();',
  '    for (const c of copy) c.open();',
  '  }',
  '  sets() {',
  '    this.set.forEach((r) => r.close());',
  '    this.byName.forEach((r, name) => r.open());',
  '  }',
  '}',
  'export function each(repos: Repo[], others: Other[]) {',
  '  repos.forEach((r) => r.open());',
  '  others.forEach((r) => r.open());',
  '}',
  'export function methods(repos: Array<Repo>) {',
  '  repos.map(x => x.close());',
  '  repos.filter(function (r) {',
  '    return r.ok();',
  '  });',
  '  repos.find((r) => r.ok());',
  '  repos.some((r) => r.open());',
  '  repos.every((r) => r.ok());',
  '  repos.flatMap((r) => r.close());',
  '  repos.reduce((acc, r) => {',
  '    r.open();',
  '    return acc;',
  '  }, 0);',
  '  repos.sort((a, b) => a.rank(b));',
  '}',
  'export function fromCall() {',
  '  allRepos().forEach((r) => r.close());',
  '  allRepos().filter((r) => r.ok()).forEach((r) => r.open());',
  '}',
  'export function deep(repos: readonly Repo[]) {',
  '  repos.forEach((r) => {',
  '    r.session.save();',
  '    r.open().save();',
  '    r.kids.forEach((k) => k.run());',
  '  });',
  '}',
  'export function found(repos: Repo[]) {',
  '  const hit = repos.find((r) => r.ok());',
  '  hit?.close();',
  '  repos.filter(Boolean)[0].open();',
  '  repos.slice(1)[0].close();',
  '  repos.concat([])[0].open();',
  '}',
  'export function typedParam(repos: Repo[]) {',
  '  repos.forEach((r: Other) => r.close());',
  '}',
  'export function outside(repos: Repo[]) {',
  '  const r = new Other();',
  '  repos.forEach((r) => r.ok());',
  '  r.open();',
  '}',
  '',
].join('\n');

const JS = [
  "import { allRepos } from './repo';",
  'export function fromJs() {',
  '  allRepos().forEach((r) => r.close());',
  '}',
  '',
].join('\n');

describe('code graph: callbacks of collection methods typed by the element type', function () {
  this.timeout(60000);

  it('forEach, map, filter, find, some, every, flatMap, reduce, sort, Set/Map forEach reach Repo, never the decoy Other', async () => {
    const fx = await graphFixture({ 'src/repo.ts': REPO, 'src/other.ts': OTHER, 'src/use.ts': USE, 'src/use.js': JS }, 'graph-ts-callbacks');
    const u = (n: string) => `src/use.ts:${n}:receiver`;
    await expectEdges(fx, 'code_callers', {
      'Repo.open': [u('Holder.field'), u('Holder.kept'), u('Holder.sets'), u('deep'), u('each'), u('found'), u('fromCall'), u('methods')],
      'Repo.close': [u('Holder.kept'), u('Holder.sets'), u('found'), u('fromCall'), u('methods'), 'src/use.js:fromJs:receiver'].sort(),
      'Repo.ok': [u('fromCall'), u('methods'), u('found'), u('outside')].sort(),
      'Repo.rank': [u('methods')],
      'Session.save': [u('deep')],
      'Kid.run': [u('deep')],
      'Other.open': [u('each'), u('outside')],
      'Other.close': [u('Holder.field'), u('typedParam')],
      'Other.ok': [],
    });
  });
});
