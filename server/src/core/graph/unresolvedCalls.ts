/**
 * The calls the edge answers could not place, as their notes show them:
 * for callers and impact, the calls named like a definition that resolve to
 * no definition (GraphData.unresolvedNamed: they may call it); for callees,
 * the calls a definition makes that resolve to none (library calls, calls
 * on values of unknown type).
 */
import type { DefRef } from './graphIndex';
import type { GraphData } from './graphData';
import { isTestPath } from './rank';
import { calledAs, callText } from './callText';

/**
 * Call sites that resolve to no definition (CodeGraph.unresolvedCalls): how
 * many, and the first lines as `{path, line, calls}` (`calls`: each call's
 * text on that line); `shown`: how many of the calls those lines hold.
 */
export interface UnresolvedCalls {
  count: number;
  shown: number;
  sites: { path: string; line: number; calls: string[] }[];
}

/** A definition's calls that resolve to none (unresolvedCallees): how many, and each distinct call as written with its count. */
export interface UnresolvedCallees {
  count: number;
  names: { name: string; count: number }[];
}

/**
 * The calls named like any of `defs` that resolve to no definition
 * (GraphData.unresolvedNamed), each counted once, outside test files first,
 * then by path and line: how many, the first `max` distinct lines as `{path,
 * line, calls}` — `calls` the text of each such call on that line as written
 * (callText.ts: `a.push(x)`, `b.push(y)`; distinct texts, at most `max`;
 * none when `readLines` cannot read the file) —, `shown` (how many of the
 * calls those lines hold) and `names`, the distinct names called, in the
 * order first met.
 */
export function unresolvedOf(data: GraphData, defs: DefRef[], max: number, readLines: (rel: string) => string[] | null): UnresolvedCalls & { names: string[] } {
  const seen = new Set<string>();
  const all: { path: string; call: number }[] = [];
  for (const def of defs) {
    for (const u of data.unresolvedNamed(def)) {
      const key = `${u.path}\0${u.call}`;
      if (seen.has(key)) continue;
      seen.add(key);
      all.push(u);
    }
  }
  const callOf = (u: { path: string; call: number }) => data.files.get(u.path)!.calls[u.call];
  // Outside test files first, then path and line, as unresolvedNamed orders one definition's.
  if (defs.length > 1) all.sort((a, b) => (isTestPath(a.path) ? 1 : 0) - (isTestPath(b.path) ? 1 : 0) || (a.path < b.path ? -1 : a.path > b.path ? 1 : callOf(a).line - callOf(b).line));
  const names = [...new Set(all.map((u) => callOf(u).name))];
  // One example per line: two such calls on one line (`a.find(x) || b.find(y)`) are one place to look, each named by its text.
  const sites: { path: string; line: number; calls: string[] }[] = [];
  const byLine = new Map<string, { path: string; line: number; calls: string[] }>();
  const texts = new Map<string, string[] | null>();
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
    if (!texts.has(u.path)) texts.set(u.path, readLines(u.path));
    const text = texts.get(u.path)?.[call.line - 1];
    const written = text === undefined ? '' : callText(text, call.col, call.endCol);
    if (written && site.calls.length < max && !site.calls.includes(written)) site.calls.push(written);
  }
  return { count: all.length, shown, sites, names };
}

/**
 * The calls (and constructions) made directly in `bodies` (a definition's,
 * an overload group's; `i` -1: a file's top-level code) that resolve to no
 * definition — library calls, calls on values of unknown type —, which
 * callees leaves out: how many, and each distinct call as written by its
 * receiver and name (`print`, `json.dumps`, `r.go`, `….then` for a complex
 * receiver, `(Date).toISOString` for a built-in value's, `new Date`) with
 * its count, in order of first call. Reads and references (CallRec `read`,
 * `ref`) are not calls here, nor the call opening a test case (`it(…)`).
 * A receiver the records spell `this` (CallRec.recv: Ruby `self` and
 * `@x`, Python `self`, PHP `$this->`, `self::`) is shown as the source
 * writes it (callText.ts calledAs: `self.GET.merge`, `@repo.save`), read
 * from `readLines`; as recorded when the line cannot be read.
 */
export function unresolvedCallees(data: GraphData, bodies: DefRef[], readLines: (rel: string) => string[] | null): UnresolvedCallees {
  const byName = new Map<string, number>();
  let count = 0;
  for (const body of bodies) {
    const rec = data.files.get(body.path)!;
    const d = body.i >= 0 ? rec.defs[body.i] : undefined;
    let lines: string[] | null | undefined;
    rec.calls.forEach((c, i) => {
      if (c.from !== body.i || (c.kind !== 'call' && c.kind !== 'new') || data.resolveCall(body.path, i).length) return;
      let called = !c.recv ? c.name : `${c.recv === '?' ? '…' : c.recv}.${c.name}`;
      if (c.recv === 'this' || c.recv?.startsWith('this.')) {
        if (lines === undefined) lines = readLines(body.path);
        const line = lines?.[c.line - 1];
        called = (line !== undefined ? calledAs(line, c.col, c.endCol) : undefined) ?? called;
      }
      // A test case's own call (`it('does', …)`, `test.each(…)(…)`, testCases.ts) opens it: not a call it makes.
      if (d?.kind === 'test' && c.line === d.line && d.signature?.startsWith(called)) return;
      count++;
      const name = c.kind === 'new' ? `new ${called}` : called;
      byName.set(name, (byName.get(name) ?? 0) + 1);
    });
  }
  return { count, names: [...byName].map(([name, n]) => ({ name, count: n })) };
}
