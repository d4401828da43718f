/**
 * Kotlin extension functions and C# extension methods a member call names
 * when nothing else answers it (graphResolve resolveCall, newcomer 9): the
 * visible extensions of its name, chosen by the receiver's type when that is
 * known; a variable of a type from outside the repository may reach the one
 * extension of an outside type of its name (newcomer 20 #2), and its calls
 * stay in the callers note (GraphUnresolved.unresolvedNamed).
 */
import { defKey, type DefRef, type Target } from './graphIndex';
import type { CallRec, DefRec, FileRec } from './types';
import { CLASS_LIKE_KINDS } from './types';
import { namespaceAt, sameFamily } from './graphRules';
import { parenType } from './receivers';
import type { Place } from './bindPlaces';
import { fits, fullSignature, paramRange } from './arity';

/** What the extension rules read of the graph (GraphElements). */
export interface ExtensionGraph {
  files: Map<string, FileRec>;
  def(r: DefRef): DefRec;
  defsNamed(name: string): DefRef[];
  /** The declared type of variable `name` where `at` is, seen from definition `from` (GraphTypes.bindFor). */
  bindFor(p: string, rec: FileRec, from: number, name: string, at?: Place): { type: string; path: string } | undefined;
  /** The definitions type `type` names, read in `p` from definition `from` (GraphTypes.typeDefs). */
  typeDefs(p: string, rec: FileRec, type: string, from: number): Target[];
  bases(cls: DefRef): DefRef[];
  /** The line a call is written on. */
  callLine(rec: FileRec, call: CallRec): number;
  /** The imports file `p` (record `rec`) sees: its own, and C#'s global usings of its project (GraphScope csharpGlobalUsings). */
  importsOf(p: string, rec: FileRec): FileRec['imports'];
}

/**
 * Kotlin extension functions and C# extension methods a member call
 * `x.shout()` may name when nothing else answers it: each definition named
 * so that extends a type (DefRec.extends) and is visible to the file — in
 * its own package / namespace (or, C#, an enclosing one), or imported
 * (Kotlin `import demo.util.shout`, `import demo.util.*`, one declared in a
 * class's companion object through it, `import
 * okhttp3.HttpUrl.Companion.toHttpUrl` or `…HttpUrl.toHttpUrl`; C# `using
 * CommandLine;`). When the receiver is a variable of a known type, only
 * extensions of that type (or of a type parameter, `fun <T> T.f()`) count.
 * A variable of a type the repository does not define (`var services =
 * new ServiceCollection()`, a dependency's class, whose interfaces are
 * unknown) may call any visible extension of a type the repository does
 * not define either (MediatR's `AddMediatR(this IServiceCollection …)`):
 * when those are one symbol (one class's overloads), they are the
 * targets, via `name` (matched by name, the type unchecked); when several,
 * none (the callers note lists the call: outsideExtension). An extension
 * whose parameters the call's argument count (CallRec.args) does not fit
 * is never one (`r.foo(42)` is no call of `fun Bar.foo()`). An edge is
 * via `import` when an import names the extension; one the file sees only
 * as of its own package / namespace is via `receiver` when the receiver's
 * type was checked, else via `name`: matched by name and argument count
 * alone.
 */
export function extensionCall(g: ExtensionGraph, p: string, rec: FileRec, call: CallRec): Target[] {
  const recv = call.recv;
  if (recv === undefined || (rec.lang !== 'kotlin' && rec.lang !== 'csharp')) return [];
  const bound = /^[A-Za-z_]\w*$/.test(recv) && recv !== 'this' ? g.bindFor(p, rec, call.from, recv, call)?.type : undefined;
  // A declared type name; a bind by a call chain (`var r = p.Parse()`) is not typed here; a literal's type (`"%.2f".format()`: `(String)`, LangSpec.literalType).
  const literal = parenType(recv);
  const known = literal ?? (bound && /^[A-Za-z_]\w*$/.test(bound) ? bound : undefined);
  const own = namespaceAt(rec, g.callLine(rec, call));
  // A variable of a type the repository does not define (a dependency's class: its interfaces unknown).
  const outside = !literal && known !== undefined && !repositoryType(g, known, rec.lang);
  const out: Target[] = [];
  const guessed: DefRef[] = [];
  for (const r of g.defsNamed(call.name)) {
    const d = g.def(r);
    const frec = g.files.get(r.path)!;
    if (!d.extends || frec.lang !== rec.lang) continue;
    // One whose parameters the argument count does not fit is another function (a C# extension's `this` parameter is the receiver).
    if (!fits(call, paramRange(fullSignature(d), d.name, rec.lang === 'csharp'))) continue;
    if (known && known !== d.extends && !typeParamOf(g, r, d.extends) && !typeExtends(g, p, rec, known, call.from, d.extends)) {
      if (!literal && outside && !repositoryType(g, d.extends, rec.lang) && extensionVisible(g, p, rec, own, r) !== undefined) guessed.push(r);
      continue;
    }
    const seen = extensionVisible(g, p, rec, own, r);
    // Imported: what the import names. Visible only as of the file's own package: through the receiver's type when that
    // was checked, else a guess by name and argument count (issue 3: it was a definite edge "via import" with no import written).
    if (seen) out.push({ def: r, via: seen === 'import' ? 'import' : known ? 'receiver' : 'name' });
  }
  // One symbol (one container's overloads of one extended type: Kotlin's top-level `StringFormat.f` and `BinaryFormat.f` are two) among the extensions an outside type may reach: matched by name.
  if (!out.length && guessed.length && new Set(guessed.map((r) => `${r.path}\0${g.def(r).parent}\0${g.def(r).extends}`)).size === 1) return guessed.map((def) => ({ def, via: 'name' }));
  return out;
}

/**
 * Kotlin extension functions a bare call `call` of `rec` (no receiver
 * written: `fun newBuilder() = commonNewBuilder()` in class Headers) names
 * through an implicit receiver: the classes around the call and the types
 * the extension functions around it extend, innermost first (Kotlin spec,
 * "Overload resolution", "Call without an explicit receiver": a receiver's
 * extensions are candidates before top-level functions). An extension
 * counts when the type it extends (its qualifier and name resolved in its
 * own file: `Headers.Builder` of `fun Headers.Builder.commonBuild()`) is
 * that receiver's class or one of its bases (≤ 5 levels), its parameters
 * fit the argument count and the calling file sees it (imported: via
 * `import`, of its own package: via `receiver`). The first receiver with
 * matches answers. [] for other languages, calls with a receiver, and when
 * none matches (graphResolve resolveCall asks only when nothing else
 * answered; newcomer 24 #1, okhttp's `-HeadersCommon.kt`).
 */
export function implicitReceiverExtension(g: ExtensionGraph, p: string, rec: FileRec, call: CallRec): Target[] {
  if (rec.lang !== 'kotlin' || call.recv !== undefined || call.kind !== 'call') return [];
  const candidates = g.defsNamed(call.name).filter((r) => {
    const d = g.def(r);
    return d.extends !== undefined && g.files.get(r.path)!.lang === 'kotlin' && fits(call, paramRange(fullSignature(d), d.name));
  });
  if (!candidates.length) return [];
  const own = namespaceAt(rec, g.callLine(rec, call));
  const classLike = (t: Target): boolean => CLASS_LIKE_KINDS.has(g.def(t.def).kind);
  const extended = new Map<DefRef, Set<string>>();
  const extendedOf = (r: DefRef): Set<string> => {
    let keys = extended.get(r);
    if (!keys) {
      keys = new Set(g.typeDefs(r.path, g.files.get(r.path)!, extendedType(g.def(r)), r.i).filter(classLike).map((t) => defKey(t.def.path, t.def.i)));
      extended.set(r, keys);
    }
    return keys;
  };
  for (let f = call.from, guard = 0; f >= 0 && guard < 20; f = rec.defs[f].parent, guard++) {
    const d = rec.defs[f];
    let level: DefRef[] = [];
    if (CLASS_LIKE_KINDS.has(d.kind)) level = [{ path: p, i: f }];
    else if (d.extends) level = g.typeDefs(p, rec, d.qualifier ? `${d.qualifier}.${d.extends}` : d.extends, f).filter(classLike).map((t) => t.def);
    if (!level.length) continue;
    // The receiver's class and its bases, 5 levels up.
    const chain = new Set<string>();
    for (let depth = 0; depth <= 5 && level.length; depth++) {
      for (const c of level) chain.add(defKey(c.path, c.i));
      level = level.flatMap((c) => g.bases(c));
    }
    const out: Target[] = [];
    for (const r of candidates) {
      if (![...extendedOf(r)].some((k) => chain.has(k))) continue;
      const seen = extensionVisible(g, p, rec, own, r);
      if (seen) out.push({ def: r, via: seen === 'import' ? 'import' : 'receiver' });
    }
    if (out.length) return out;
  }
  return [];
}

/**
 * The type a Kotlin extension function `d` extends, as its file writes it:
 * `Headers.Builder` of `fun Headers.Builder.commonBuild()` (DefRec.qualifier
 * and extends); `CacheControl` of `fun CacheControl.Companion.f()`, a
 * companion object's members being its class's (langKotlin DefRec.companion).
 */
function extendedType(d: DefRec): string {
  if (!d.qualifier) return d.extends!;
  return d.extends === 'Companion' ? d.qualifier : `${d.qualifier}.${d.extends}`;
}

/**
 * Whether call `call` of `rec`, on a variable whose declared type the
 * repository does not define, may call extension `d` (DefRec.extends)
 * — an extension of a type the repository does not define either, which
 * the variable's type may implement — though extensionCall, finding
 * other such extensions of its name, resolved it to none: the callers
 * note keeps such calls (GraphData.unresolvedNamed), which it would
 * otherwise leave out as made on an outside type.
 */
export function outsideExtension(g: ExtensionGraph, p: string, rec: FileRec, call: CallRec, d: DefRec): boolean {
  if (!d.extends || (rec.lang !== 'kotlin' && rec.lang !== 'csharp') || repositoryType(g, d.extends, rec.lang)) return false;
  const recv = call.recv;
  const bound = recv && /^[A-Za-z_]\w*$/.test(recv) && recv !== 'this' ? g.bindFor(p, rec, call.from, recv, call)?.type : undefined;
  return bound !== undefined && /^[A-Za-z_]\w*$/.test(bound) && !repositoryType(g, bound, rec.lang);
}

/** Whether a class-like definition of `lang`'s family is named `type` (the last name of a dotted one). */
function repositoryType(g: ExtensionGraph, type: string, lang: string): boolean {
  return g.defsNamed(type.slice(type.lastIndexOf('.') + 1)).some((r) => CLASS_LIKE_KINDS.has(g.def(r).kind) && sameFamily(g.files.get(r.path)!.lang, lang));
}

/**
 * How extension `r` is visible to file `rec` (whose code at the call is in namespace `own`): `import` when an
 * import names it, its package or its class's companion (Kotlin `import demo.util.shout`, `import demo.util.*`;
 * C# `using CommandLine;`), `package` when only by being of the file's own package / namespace or (C#) an
 * enclosing one; undefined when not visible (extensionCall).
 */
function extensionVisible(g: ExtensionGraph, p: string, rec: FileRec, own: string, r: DefRef): 'import' | 'package' | undefined {
  const d = g.def(r);
  const frec = g.files.get(r.path)!;
  const ns = namespaceAt(frec, d.line);
  // Kotlin `import okhttp3.HttpUrl.Companion.toHttpUrl`: an extension declared in a class's companion object (its members are the class's), imported through it.
  const inClass = d.parent >= 0 && rec.lang === 'kotlin' ? `${ns ? `${ns}.` : ''}${classPath(frec, d.parent)}` : undefined;
  if (g.importsOf(p, rec).some((i) => (i.source === ns || (inClass && (i.source === inClass || (i.source.startsWith(`${inClass}.`) && !i.source.includes('.', inClass.length + 1))))) && (i.name === '*' || i.name === d.name))) return 'import';
  return ns === own || (rec.lang === 'csharp' && own.startsWith(`${ns}.`)) ? 'package' : undefined;
}

/** `Outer.Inner`: the names of definition `i` of `rec` and of the definitions around it, outermost first. */
function classPath(rec: FileRec, i: number): string {
  const names: string[] = [];
  for (let k = i, guard = 0; k >= 0 && guard < 20; k = rec.defs[k].parent, guard++) names.unshift(rec.defs[k].name);
  return names.join('.');
}

/**
 * Whether type `known` (read in `p` from definition `from`) is `want` or
 * has it among its bases, ≤ 5 levels up (`Rect : IShape` for an extension
 * of IShape called as `r.Double()`; newcomer 13b #12).
 */
function typeExtends(g: ExtensionGraph, p: string, rec: FileRec, known: string, from: number, want: string): boolean {
  let level = g.typeDefs(p, rec, known, from).map((t) => t.def).filter((d) => CLASS_LIKE_KINDS.has(g.def(d).kind));
  for (let depth = 0; depth < 5 && level.length; depth++) {
    if (level.some((d) => g.def(d).name === want)) return true;
    level = level.flatMap((d) => g.bases(d));
  }
  return false;
}

/** Whether `name` is a type parameter of definition `r` as its signature writes it (`fun <T> T.f()`, `F<T>(this T x)`). */
function typeParamOf(g: ExtensionGraph, r: DefRef, name: string): boolean {
  const sig = g.def(r).signature ?? '';
  return new RegExp(`<[^>]*\\b${name}\\b[^>]*>`).test(sig);
}
