/**
 * The calls the edge answers could not place, as their notes show them:
 * for callers and impact, the calls named like a definition that resolve to
 * no definition (GraphData.unresolvedNamed: they may call it); for callees,
 * the calls a definition makes that resolve to none (library calls, calls
 * on values of unknown type).
 */
import { MACRO_RECEIVER } from './langRust';
import type { DefRef } from './graphIndex';
import type { GraphData } from './graphData';
import { isTestPath } from './rank';
import type { CallRec } from './types';
import { nameUnwritten } from './types';
import { calledAsIn, callTextIn } from './callText';
import { outsideReceiver } from './outsideTypes';
import { rustCrate } from './langRust';
import { sameFamily } from './graphRules';

/**
 * Call sites that resolve to no definition (CodeGraph.unresolvedCalls): how
 * many may call the definition (`count`), how many of those are made on a
 * receiver of unknown type (`unknown`: they come first), how many have no
 * receiver (`bare`: a name several definitions share), how many were left
 * out for a receiver from outside the repository (`leftOut`: a standard
 * library's value or package, a variable of an outside class), how many
 * are made on a receiver of a type whose class the parser lost in a file
 * with syntax errors (`lost`, FileRec.lostTypes; among the typed ones) and
 * those files (`lostIn`, sorted), and the
 * first lines as `{path, line, calls}` (`calls`: each call's text on that
 * line); `shown`: how many of the calls those lines hold; `list`: each call
 * in the same order, at most the `list` asked for.
 */
export interface UnresolvedCalls {
  count: number;
  unknown: number;
  bare: number;
  leftOut: number;
  lost: number;
  lostIn: string[];
  shown: number;
  /** `types`: for a call text whose receiver has a known type that does not define the name, `receiver: Type` (newcomer 28 #8: `app: Flask`). */
  sites: { path: string; line: number; calls: string[]; types?: Record<string, string> }[];
  /** `receiverType`: as `sites` `types`. */
  list: { path: string; line: number; call: string; receiverType?: string }[];
}

/** A definition's calls that resolve to none (unresolvedCallees): how many, and each distinct call as written with its count; `macros`: Rust names an item-level macro may define (macroHint). */
export interface UnresolvedCallees {
  count: number;
  names: { name: string; count: number }[];
  macros?: MacroHint;
}

/**
 * Rust functions called bare (or through `crate::` / `super::`) that
 * resolve to nothing, in a crate invoking macros at item level
 * (FileRec.itemMacros), which may define them: the graph expands no macro,
 * so `make_getter!(answer, 42);` defining `fn answer` left `answer()`
 * unexplained (issue 3). `names`: those names, first met first; `macros`:
 * at most MACROS_SHOWN invocations, those whose text writes one of the names
 * first (`writes`: which), then the calling files', then by path and line;
 * `count`: the crate's item-level invocations in all.
 */
export interface MacroHint {
  names: string[];
  macros: { macro: string; path: string; line: number; writes?: string[] }[];
  count: number;
}

/** Item-level macro invocations a MacroHint shows. */
const MACROS_SHOWN = 3;
/**
 * Names Rust's prelude brings into every module that a call may write bare
 * (std::prelude, editions 2015–2024: the `Option`/`Result` variants and
 * types, `drop`, the `mem` size functions of 2024, the owned types): never
 * offered as written by a macro.
 */
const RUST_PRELUDE = new Set(['Some', 'None', 'Ok', 'Err', 'Option', 'Result', 'Box', 'Vec', 'String', 'ToString', 'ToOwned', 'drop', 'size_of', 'size_of_val', 'align_of', 'align_of_val', 'Default', 'From', 'Into', 'Iterator']);

/** Files of the crate whose item-level invocations macroHint reads for the names (each file's lines read once). */
const MACRO_FILES_READ = 50;
/** Lines of one invocation macroHint reads for the names (a longer one is named without them). */
const MACRO_LINES_READ = 400;

/**
 * The MacroHint for Rust bare calls `names` made in `paths` (the bodies'
 * files), undefined when there is no name or the crate of the first path
 * (langRust rustCrate: the folder holding its `src/`) invokes no macro at
 * item level. `readLines` gives the files' lines,
 * null when unreadable (then no `writes`).
 */
function macroHint(data: GraphData, paths: readonly string[], given: readonly string[], readLines: (rel: string) => string[] | null): MacroHint | undefined {
  // A name of Rust's prelude is the standard library's wherever it is written, never a macro's (issue 3: `Err, Ok may be defined by a macro`).
  const names = given.filter((n) => !RUST_PRELUDE.has(n));
  if (!names.length || !paths.length) return undefined;
  const crate = rustCrate(paths[0]);
  const all: { macro: string; path: string; line: number; endLine: number; writes?: string[]; own: number }[] = [];
  for (const [p, rec] of data.files) {
    if (rec.lang !== 'rust' || !rec.itemMacros?.length || rustCrate(p) !== crate) continue;
    for (const m of rec.itemMacros) all.push({ macro: m.name, path: p, line: m.line, endLine: m.endLine, own: paths.includes(p) ? 0 : 1 });
  }
  if (!all.length) return undefined;
  const words = names.map((n) => ({ n, re: new RegExp(`(?<![\\w$])${n}(?![\\w])`) }));
  const read = new Map<string, string[] | null>();
  for (const m of all) {
    if (m.endLine - m.line >= MACRO_LINES_READ) continue;
    if (!read.has(m.path)) {
      if (read.size >= MACRO_FILES_READ) continue;
      read.set(m.path, readLines(m.path));
    }
    const text = read.get(m.path)?.slice(m.line - 1, m.endLine).join('\n');
    const writes = text ? words.filter((w) => w.re.test(text)).map((w) => w.n) : [];
    if (writes.length) m.writes = writes;
  }
  all.sort((a, b) => (a.writes ? 0 : 1) - (b.writes ? 0 : 1) || a.own - b.own || (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line));
  const macros = all.slice(0, MACROS_SHOWN).map((m) => (m.writes ? { macro: m.macro, path: m.path, line: m.line, writes: m.writes } : { macro: m.macro, path: m.path, line: m.line }));
  return { names: [...names], macros, count: all.length };
}

/**
 * The files with syntax errors that declare `type` (a declared type, `JsonReader`, `JsonReader?`, `List<JsonReader>` →
 * `List`; a dotted one by its last name) where the parser lost its class (GraphIndex.lostTypeFiles), of the language
 * family of the file at `path`; empty for any other type.
 */
function lostTypeFiles(data: GraphData, path: string, type: string): string[] {
  const name = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*/.exec(type)?.[0].split('.').pop();
  const lang = data.files.get(path)!.lang;
  return name ? data.lostTypeFiles(name).filter((p) => sameFamily(data.files.get(p)!.lang, lang)) : [];
}

/**
 * How a typed receiver is named beside its call in the note (`app: Flask`),
 * `{}` for a bind the graph keeps under an internal name (a closure's or a
 * callback's parameter, `closure:…`, `f@0/1:0`), and a pytest fixture's as
 * `app: pytest fixture app`.
 */
function typeShown(recv: string, type: string): { receiverType?: string } {
  if (type.startsWith('fixture:')) return { receiverType: `${recv}: pytest fixture ${type.slice(8)}` };
  return /[:@#]/.test(type) ? {} : { receiverType: `${recv}: ${type}` };
}

/**
 * Whether a call text's receiver is a variable or field of a known type (`typed`; `lostIn`: the files with errors
 * declaring that type, whose class the parser lost, also for a receiver naming such a type, `JsonReader.of(…)`),
 * unknown, or the start of a chain from outside the repository.
 */
function receiverKnown(data: GraphData, path: string, call: CallRec, written: string): { known: 'outside' | 'typed' | 'unknown'; lostIn?: string[]; type?: string } {
  const rec = data.files.get(path)!;
  const look = data.outsideLookup(path, rec, call);
  const field = /^(?:this|self)\.(\w+)$/.exec(call.recv ?? '')?.[1];
  const simple = call.recv && /^\w+$/.test(call.recv) ? call.recv : undefined;
  const type = field ? look.fieldTypeOf(field) : simple ? (look.typeOf(simple) ?? look.fieldTypeOf(simple)) : undefined;
  // A chain from a standard library's package (Go `http.FileServer(fs).ServeHTTP(…)`, or `h.ServeHTTP(…)` after
  // `h := http.StripPrefix(…)`): its head decides, as a receiver `http` would.
  const chain = call.recv === '?' ? written : call.recv?.includes('(') ? call.recv : type?.includes('(') ? type : undefined;
  const head = chain ? /^([A-Za-z_]\w*)(?:\.|::)/.exec(chain)?.[1] : undefined;
  if (head && rec.imports.some((i) => i.local === head) && outsideReceiver(rec, { ...call, recv: head }, look)) return { known: 'outside' };
  // A type that is a call's result or an element (`client.newCall()`, `xs[]`) the graph could not follow is no type known.
  const named = type && !/[()[\]]/.test(type) ? type : call.recv && /^[A-Z][\w$]*$/.test(call.recv) ? call.recv : undefined;
  const lostIn = named ? lostTypeFiles(data, path, named) : [];
  if (lostIn.length) return { known: 'typed', lostIn };
  return type && !/[()[\]]/.test(type) && !notAType(rec.lang, type) ? { known: 'typed', type } : { known: 'unknown' };
}

/**
 * Whether a Python bind's `type` names no class: `Any` (`t.Any`, every type), or the function a variable holds
 * the result of (Python binds `c = app.test_client()` to the name called, `app.test_client`; PEP 8 names classes
 * in CapWords), so the note does not call it a known type (newcomer 31 #6). A pytest fixture's stays.
 */
function notAType(lang: string, type: string): boolean {
  if (lang !== 'python' || type.startsWith('fixture:')) return false;
  const last = type.split('.').pop() ?? '';
  return last === 'Any' || !/^_*[A-Z]/.test(last);
}

/**
 * The calls named like any of `defs` that resolve to no definition
 * (GraphData.unresolvedNamed), each counted once: those on a receiver of
 * unknown type first (`x.go()` with `x` untyped, `f().go()`), then bare
 * calls, then those on a typed receiver, each part outside test files first,
 * then by path and line. Calls on a chain that starts at a standard
 * library's package (`http.FileServer(fs).ServeHTTP(…)`) are left out and
 * counted in `leftOut`, with those unresolvedNamed leaves out for an
 * outside receiver. How many, the first `max` distinct lines as `{path,
 * line, calls}` — `calls` the text of each such call on that line as
 * written (callText.ts callTextIn: `a.push(x)`, `b.push(y)`, a chain from
 * the lines above included; distinct texts, at most `max`; none when
 * `readLines` cannot read the file) —, `shown` (how many of the calls those
 * lines hold), `list` (the first `list` calls, each with its text) and
 * `names`, the distinct names called, in the order first met.
 */
export function unresolvedOf(data: GraphData, defs: DefRef[], max: number, readLines: (rel: string) => string[] | null, list = 0): UnresolvedCalls & { names: string[] } {
  const seen = new Set<string>();
  const left = { outside: 0 };
  let lost = 0;
  const lostIn = new Set<string>();
  const texts = new Map<string, string[] | null>();
  const all: { path: string; call: number; text: string; rank: number; receiverType?: string }[] = [];
  for (const def of defs) {
    for (const u of data.unresolvedNamed(def, left)) {
      const key = `${u.path}\0${u.call}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const call = data.files.get(u.path)!.calls[u.call];
      if (!texts.has(u.path)) texts.set(u.path, readLines(u.path));
      const lines = texts.get(u.path);
      const text = lines?.[call.line - 1] === undefined ? '' : callTextIn(lines, call.line, call.col, call.endCol);
      const { known, lostIn: files, type } = receiverKnown(data, u.path, call, text);
      if (known === 'outside') left.outside++;
      else all.push({ ...u, text, rank: call.recv === undefined ? 1 : known === 'unknown' ? 0 : 2, ...(type ? typeShown(call.recv!, type) : {}) });
      if (known !== 'outside' && files) {
        lost++;
        for (const f of files) lostIn.add(f);
      }
    }
  }
  const callOf = (u: { path: string; call: number }) => data.files.get(u.path)!.calls[u.call];
  const test = (p: string) => (isTestPath(p) ? 1 : 0);
  all.sort((a, b) => a.rank - b.rank || test(a.path) - test(b.path) || (a.path < b.path ? -1 : a.path > b.path ? 1 : callOf(a).line - callOf(b).line));
  const names = [...new Set(all.map((u) => callOf(u).name))];
  // One example per line: two such calls on one line (`a.find(x) || b.find(y)`) are one place to look, each named by its text.
  const sites: UnresolvedCalls['sites'] = [];
  const byLine = new Map<string, UnresolvedCalls['sites'][number]>();
  let shown = 0;
  for (const u of all) {
    const call = callOf(u);
    const key = `${u.path}:${call.line}`;
    let site = byLine.get(key);
    if (!site) {
      if (sites.length >= max) continue;
      site = { path: u.path, line: call.line, calls: [] };
      byLine.set(key, site);
      sites.push(site);
    }
    shown++;
    if (u.text && site.calls.length < max && !site.calls.includes(u.text)) {
      site.calls.push(u.text);
      if (u.receiverType) (site.types ??= {})[u.text] = u.receiverType;
    }
  }
  const listed = all.slice(0, list).map((u) => ({ path: u.path, line: callOf(u).line, call: u.text || callOf(u).name, ...(u.receiverType ? { receiverType: u.receiverType } : {}) }));
  return { count: all.length, unknown: all.filter((u) => u.rank === 0).length, bare: all.filter((u) => u.rank === 1).length, leftOut: left.outside, lost, lostIn: [...lostIn].sort(), shown, sites, list: listed, names };
}

/**
 * The calls (and constructions) made directly in `bodies` (a definition's,
 * an overload group's; `i` -1: a file's top-level code) that resolve to no
 * definition — library calls, calls on values of unknown type —, which
 * callees leaves out: how many, and each distinct call as written by its
 * receiver and name (`print`, `json.dumps`, `r.go`, `….then` for a complex
 * receiver, `(Date).toISOString` for a built-in value's, `new Date`) with
 * its count, in order of first call. Reads and references (CallRec `read`,
 * `ref`) are not calls here, nor the call opening a test case (`it(…)`),
 * nor one without its name written (nameUnwritten: Kotlin `a[i]`).
 * A receiver is shown as the source writes it, not as the records spell
 * it (CallRec.recv `this` for Ruby `self` and `@x`, Python and Rust `self`,
 * PHP `$this->`; a chain `this.check_config().map_err`, a Rust path
 * `MultiLine.new().run`): callText.ts calledAsIn, `self.GET.merge`,
 * `@repo.save`, `self.check_config(…).map_err`, `MultiLine::new(…).run`,
 * read from `readLines`; as recorded when the lines cannot be read or the
 * text is too long. A built-in value's or construction's receiver
 * `(Date)` and an expression's `…` stay as recorded. `macros`: for Rust
 * functions called bare (or through `crate::` / `super::`) in a crate invoking
 * macros at item level, those invocations (macroHint).
 */
export function unresolvedCallees(data: GraphData, bodies: DefRef[], readLines: (rel: string) => string[] | null): UnresolvedCallees {
  const byName = new Map<string, number>();
  let count = 0;
  // Rust functions called bare that resolve to nothing, and the files calling them (macroHint).
  const bare = new Set<string>();
  const bareIn: string[] = [];
  for (const body of bodies) {
    const rec = data.files.get(body.path)!;
    const d = body.i >= 0 ? rec.defs[body.i] : undefined;
    let lines: string[] | null | undefined;
    rec.calls.forEach((c, i) => {
      // A Rust macro nothing here defines (a dependency's `json!`, `select!`) is no library call to list.
      if (c.from !== body.i || (c.kind !== 'call' && c.kind !== 'new') || nameUnwritten(c) || (c.recv === MACRO_RECEIVER && rec.lang === 'rust') || data.resolveCall(body.path, i).length) return;
      let called = !c.recv ? c.name : `${c.recv === '?' ? '…' : c.recv}.${c.name}`;
      if (c.recv && c.recv !== '?' && c.recv.charCodeAt(0) !== 40 /* ( */) {
        if (lines === undefined) lines = readLines(body.path);
        called = (lines ? calledAsIn(lines, c.line, c.col, c.endCol) : undefined) ?? called;
      }
      // A test case's own call (`it('does', …)`, `test.each(…)(…)`, testCases.ts) opens it: not a call it makes.
      if (d?.kind === 'test' && c.line === d.line && d.signature?.startsWith(called)) return;
      count++;
      if (rec.lang === 'rust' && c.kind === 'call' && (!c.recv || c.recv === 'crate' || c.recv === 'super') && /^[A-Za-z_]\w*$/.test(c.name)) {
        bare.add(c.name);
        if (!bareIn.includes(body.path)) bareIn.push(body.path);
      }
      const name = c.kind === 'new' ? `new ${called}` : called;
      byName.set(name, (byName.get(name) ?? 0) + 1);
    });
  }
  const macros = macroHint(data, bareIn, [...bare], readLines);
  const names = [...byName].map(([name, n]) => ({ name, count: n }));
  return macros ? { count, names, macros } : { count, names };
}
