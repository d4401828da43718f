/**
 * Go method sets (Go spec "Method sets", "Struct types"): a method's shape for
 * interface satisfaction (goShape), and the structs that embed a type, whose
 * method sets hold the type's methods promoted (goEmbedders).
 */
import type { DefRec, FileRec } from './types';
import type { DefRef } from './graphIndex';
import { splitParameters } from './signatures';

/**
 * Go structs of `files` by the name of each type they embed (DefRec.bases,
 * langGo embedded: `type Circle struct { Base }` → `Base` → [Circle]), in
 * the order of the files. Names only: callers check that the name resolves
 * to the embedded type they mean.
 */
export function goEmbedders(files: ReadonlyMap<string, FileRec>): Map<string, DefRef[]> {
  const out = new Map<string, DefRef[]>();
  for (const [path, rec] of files) {
    if (rec.lang !== 'go') continue;
    rec.defs.forEach((d, i) => {
      if (d.kind !== 'class' || !d.bases) return;
      for (const b of d.bases) {
        const list = out.get(b);
        if (list) list.push({ path, i });
        else out.set(b, [{ path, i }]);
      }
    });
  }
  return out;
}

/**
 * A Go method's shape for interface satisfaction: its parameter types and
 * results without parameter names (`Add(it string)` and `func (s *Store)
 * Add(x string)` → `string|`), from DefRec.signature; a method whose shape
 * differs from the interface's (`Add(n, m int)`) does not satisfy it (Go spec
 * "Method sets", identical signatures). Whitespace is dropped, and so are
 * the packages types are named with (the interface's package writes its own
 * types bare, an implementation in another package qualifies them).
 */
export function goShape(d: DefRec): string {
  const sig = d.signature ?? '';
  const at = new RegExp(`\\b${d.name}\\s*\\(`).exec(sig);
  if (!at) return sig;
  let i = at.index + at[0].length;
  const open = i;
  for (let depth = 1; i < sig.length && depth > 0; i++) {
    const c = sig[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
  }
  const params = splitParameters(sig.slice(open, i - 1)).map((x) => x.trim()).filter(Boolean);
  // Either every parameter is named (`a, b int`: a name alone takes the next type) or none is.
  const named = params.some((x) => /^[A-Za-z_]\w*\s+\S/.test(x));
  const types: string[] = [];
  let pending = 0;
  for (const x of params) {
    if (!named) types.push(x);
    else if (/^[A-Za-z_]\w*$/.test(x)) pending++;
    else {
      const t = x.replace(/^[A-Za-z_]\w*\s+/, '');
      for (; pending >= 0; pending--) types.push(t);
      pending = 0;
    }
  }
  // Types named without their package (`viper.RemoteProvider` in package viper/remote is the `RemoteProvider` package viper's
  // interface writes; newcomer 43 #4): one method's shape read from either package.
  return `${types.join(',')}|${sig.slice(i).replace(/\{[\s\S]*$/, '')}`.replace(/\s+/g, '').replace(/\b[a-z_]\w*\.(?=[A-Za-z_])/g, '');
}
