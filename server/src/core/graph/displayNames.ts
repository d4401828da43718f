/**
 * How answers name a definition and how a qualified name asked for fits
 * one (graphNames.ts findDefinitions): the display name with its outer
 * classes, modules and C++ namespaces (`Rack::Utils.escape_html`,
 * `Outer.Inner.run`, `geo::Square::area`, Ruby `Web::Base#make`), the
 * qualifiers before a container checked against those outer names and a
 * JVM or C# package (outerMatch, packageOf), and a top-level definition
 * asked for through its module as its language names modules (inModule:
 * Go packages, Rust module paths, JVM packages, file modules).
 */
import type { DefRec, FileRec } from './types';
import { CLASS_LIKE_KINDS } from './types';
import type { DefRef } from './graphIndex';
import type { GraphData } from './graphData';
import { rubyMemberSeparator } from './rubyNames';
import { namespaceAt } from './graphRules';
import { PACKAGED } from './graphResolve';
import { rustModuleAt } from './langRust';
import { qualifiedName } from './blocks';
import { nameParts } from './nameParts';

/** Languages whose every file is a module named after it (`stack.zig` is `stack`), for names asked for as `stack.reset`. */
const FILE_MODULES = new Set(['zig', 'lua', 'python', 'dart']);

/** A Java anonymous class's name as javac numbers it (langJvm anonymousName: `$1` of `JavaTimeTypeAdapters$1`), a Kotlin anonymous object's and a PHP anonymous class's likewise (langKotlin anonymousName, langScript phpAnonymousName). */
const ANONYMOUS = /^\$\d+$/;

/**
 * For definition `i` of `rec`, a Java or PHP anonymous class or Kotlin anonymous object (`$1`), the class-like
 * definition javac names it after (its immediately enclosing class, past the
 * method or field holding the `new T() { … }`); -1 for any other definition.
 */
function anonymousOwner(rec: FileRec, i: number): number {
  const d = rec.defs[i];
  if ((rec.lang !== 'java' && rec.lang !== 'kotlin' && rec.lang !== 'php') || !ANONYMOUS.test(d.name) || !CLASS_LIKE_KINDS.has(d.kind)) return -1;
  let p = d.parent;
  while (p >= 0 && !CLASS_LIKE_KINDS.has(rec.defs[p].kind)) p = rec.defs[p].parent;
  return p;
}

/** Languages that join modules, namespaces and classes with `::` (displayName; PHP: a class and its anonymous class, `MiddlewareDispatcher::$1::handle`). */
const SCOPE_COLONS = new Set(['ruby', 'cpp', 'rust', 'php']);

/**
 * Languages whose own documentation writes a member after its type with
 * `::` (displayName): Rust paths as rustdoc prints them (`Account::deposit`,
 * `Shape::area`), PHP methods as the PHP manual writes them
 * (`Account::deposit`, static or not).
 */
const MEMBER_COLONS = new Set(['rust', 'php']);

/** TypeScript and JavaScript. */
const TS_LANGS = new Set(['typescript', 'tsx', 'javascript']);

/** Languages where a function written inside another is its file's or class's own once the outer one runs (PHP, Ruby `def` in `def`), not the outer one's. */
const NESTED_OUTSIDE = new Set(['php', 'ruby']);

/**
 * The function or method definition `d` (of `ref`) is written inside,
 * when `d` is a function or class without a container: a Python `def
 * decorator` in `Scaffold.route`, a TS/JS `function createApp` in
 * `createAppAPI` (its arrow const too), a Rust `fn` in a `fn`, a Python
 * `def hook` in the test `TestRequests.test_hooks` (kind `test`). Undefined
 * for any other definition, and in PHP and Ruby, where such a function
 * belongs to the file or class (NESTED_OUTSIDE). One rule for every
 * answer that names a definition (displayName).
 */
export function nestedOwner(data: Pick<GraphData, 'files'>, ref: DefRef, d: DefRec): DefRec | undefined {
  if (d.container || d.parent < 0 || (d.kind !== 'function' && !CLASS_LIKE_KINDS.has(d.kind))) return undefined;
  const rec = data.files.get(ref.path);
  // A Ruby anonymous class (`c = Class.new(Base) do … end`, langRubyAnonymous) is named through the method or test case it is made in.
  if (!rec || (NESTED_OUTSIDE.has(rec.lang) && !(rec.lang === 'ruby' && ANONYMOUS.test(d.name) && CLASS_LIKE_KINDS.has(d.kind)))) return undefined;
  const outer = rec.defs[d.parent];
  return outer.kind === 'function' || outer.kind === 'method' || outer.kind === 'test' ? outer : undefined;
}

/** Languages where a function written inside another is seen by that function's code only (not Lua or Bash, where it is global once defined; nor PHP and Ruby: NESTED_OUTSIDE). */
const LEXICAL_LOCALS = new Set(['typescript', 'tsx', 'javascript', 'python', 'rust', 'go', 'kotlin', 'swift', 'scala', 'dart', 'java', 'csharp']);

/**
 * The function, method or test case a local function `ref` is written in
 * (nestedOwner, kind function, in LEXICAL_LOCALS): only code inside it can
 * call the local function by its name (hono's `Hono.mount.handler`), so the
 * callers' "Not listed" note counts the calls written there only
 * (graphUnresolved unresolvedNamed) and says so (codeText unresolvedText).
 * Undefined for any other definition, and for one that leaves its function
 * as a value (DefRec.escapes: fastify's `return { prepareRoute }`).
 */
export function localScope(data: Pick<GraphData, 'files'>, ref: DefRef): DefRef | undefined {
  const d = data.files.get(ref.path)?.defs[ref.i];
  // One that leaves its function as a value (DefRec.escapes: `return { prepareRoute }`) is called by other names elsewhere too.
  if (!d || d.kind !== 'function' || d.escapes || !LEXICAL_LOCALS.has(data.files.get(ref.path)!.lang)) return undefined;
  return nestedOwner(data, ref, d) ? { path: ref.path, i: d.parent } : undefined;
}

/**
 * The name an answer shows for a definition: `Container.name`, and when
 * the container is itself nested in classes or modules, those too, outer
 * first (newcomer 10 #19: four `Utils.escape_html` told apart only by
 * path). C++ names carry their namespaces too and are written as C++
 * writes them, `::` throughout (`geo::Square::area`, `geo::total`).
 * Modules and namespaces join with `::` in Ruby and Rust, with `.`
 * elsewhere. The member follows its container as its language's own
 * documentation writes it: `::` in Rust and PHP (MEMBER_COLONS:
 * `Account::deposit`), `#` for a Ruby instance method (`Web::Base#make`,
 * beside the singleton method `Web::Base.make`; a `module_function` one,
 * callable both ways, keeps `.`), `.` elsewhere (`Rack::Utils.escape_html`,
 * `Outer.Inner.run`). A function or class written inside a function or
 * method is named through it (nestedOwner), `Scaffold.route.decorator`.
 * findDefinitions accepts every such name back, and the other separators
 * too (`Account.deposit`, PHP `Account->deposit`).
 */
export function displayName(data: GraphData, ref: DefRef, d: DefRec): string {
  const lang = data.files.get(ref.path)?.lang ?? '';
  if (lang === 'cpp') {
    // C++ namespaces are blocks, not definitions: the full name (blocks.ts qualifiedName), a member after `::` as C++ writes it (`geo::Square::area`).
    return qualifiedName(data.files.get(ref.path)!, ref.i);
  }
  if (!d.container) {
    // A function or class inside a function or method is named through it (nestedOwner): `Scaffold.route.decorator`,
    // `createAppAPI.createApp`, told apart from a module's own one (newcomer 14a #9); findDefinitions takes the name back.
    const outer = nestedOwner(data, ref, d);
    if (outer) return `${displayName(data, { path: ref.path, i: d.parent }, outer)}${MEMBER_COLONS.has(lang) || lang === 'ruby' ? '::' : '.'}${d.name}`;
    return d.name;
  }
  // A Rust blanket impl's method (langRustTraits blanketImpls): the qualified path `<&mut S as Sink>::matched`.
  if (d.container.startsWith('<')) return `${d.container}::${d.name}`;
  // A TS/JS literal's or class expression's method inside a function (langTsDefs localHolder): named through that function, as a
  // nested function is (`createAppAPI.createApp.app.use` for vuejs/core's `const app: App = (context.app = { use() {…} })`).
  const outer = d.kind === 'method' && d.parent >= 0 && TS_LANGS.has(lang) ? data.files.get(ref.path)!.defs[d.parent] : undefined;
  if (outer && (outer.kind === 'function' || outer.kind === 'method' || outer.kind === 'test')) return `${displayName(data, { path: ref.path, i: d.parent }, outer)}.${d.container}.${d.name}`;
  const sep = SCOPE_COLONS.has(lang) ? '::' : '.';
  // A Ruby class or module is a scope itself: `Rack::Utils`, not `Rack.Utils`.
  const own = MEMBER_COLONS.has(lang) ? '::' : lang !== 'ruby' ? '.' : CLASS_LIKE_KINDS.has(d.kind) ? '::' : rubyMemberSeparator(d);
  return `${[...outerNames(data, ref, d), d.container].join(sep)}${own}${d.name}`;
}

/**
 * Names of the classes and modules around a definition's container,
 * outer first: the enclosing definitions (`parent`) above the one that
 * holds it, each with its own container when written `class A::B`. [] for
 * a top-level container.
 */
function outerNames(data: GraphData, ref: DefRef, d: DefRec): string[] {
  const rec = data.files.get(ref.path);
  if (!rec) return [];
  // A Kotlin top-level extension of a nested class, `fun Dns.Call.execute()`, is named through the classes written before it: `Dns.Call.execute`.
  if (rec.lang === 'kotlin' && d.parent < 0 && d.qualifier) return d.qualifier.split('.');
  const out: string[] = [];
  // A Java anonymous class in a method is named after its enclosing class, as javac does: `JavaTimeTypeAdapters.$1` (newcomer 19 #3).
  const own = anonymousOwner(rec, ref.i);
  let p = own >= 0 ? own : d.parent;
  for (let guard = 0; p >= 0 && guard < 16; guard++) {
    const o = rec.defs[p];
    if (!CLASS_LIKE_KINDS.has(o.kind) && o.kind !== 'namespace' && o.kind !== 'module') break;
    // A Ruby anonymous class made in a method or test case: its full name (`RackRequestTest#make::$1`), as displayName gives it.
    if (rec.lang === 'ruby' && !o.container && ANONYMOUS.test(o.name) && nestedOwner(data, { path: ref.path, i: p }, o)) {
      const full = displayName(data, { path: ref.path, i: p }, o);
      if (guard > 0 || o.name !== d.container) out.unshift(full);
      else out.unshift(full.slice(0, -`::${o.name}`.length));
      break;
    }
    // The definition's own holder is shown as its `container` already.
    if (guard > 0 || o.name !== d.container) out.unshift(o.name);
    // A Java anonymous class is named after its enclosing class, past the method holding it (`Adapters.$2.$1.run`).
    const owner = anonymousOwner(rec, p);
    // `class A::B` names its outer module itself; a nested `class B` holds its parent's name as container.
    if (owner < 0 && o.container && (o.parent < 0 || rec.defs[o.parent].name !== o.container)) out.unshift(...o.container.split(/::|\./).filter(Boolean));
    p = owner >= 0 ? owner : o.parent;
  }
  return out;
}

/**
 * Whether the qualifiers before a name's container (`Rack` of
 * `Rack::Utils.escape_html`) fit the definition: compared from the inside
 * out with its outer classes and modules (outerNames), as far as those
 * go; qualifiers beyond them are namespaces the graph may not see as
 * definitions (a C++ or C# namespace, a module reopened elsewhere) and
 * are not held against it.
 */
export function outerMatch(data: GraphData, ref: DefRef, d: DefRec, qualifiers: string[]): boolean {
  // Split as the qualifiers are (nameParts): a Ruby anonymous class's outer name is whole, `RequestTest#it uses params`.
  const outer = outerNames(data, ref, d).flatMap(nameParts);
  for (let k = 1; k <= Math.min(outer.length, qualifiers.length); k++) {
    if (outer[outer.length - k] !== qualifiers[qualifiers.length - k]) return false;
  }
  // Java, Kotlin, Scala, C#: the qualifiers beyond the outer classes name the package or namespace (`Ex.Util.Tools.Helper`), its end at least.
  const rest = qualifiers.slice(0, Math.max(0, qualifiers.length - outer.length)).join('.');
  // Ruby: the modules around a class are its outer names, so more qualifiers name another constant (`Sidekiq::Client#push` is not a
  // top-level `Client#push`; newcomer 37).
  if (rest && data.files.get(ref.path)?.lang === 'ruby') return false;
  const pkg = rest ? packageOf(data, ref) : undefined;
  return !pkg || pkg === rest || pkg.endsWith(`.${rest}`);
}

/**
 * The package or namespace a Java, Kotlin, Scala or C# definition is
 * declared in (`com.ex.util`; in a C# file of several namespaces, the one
 * around it: graphRules namespaceAt) — for a Kotlin top-level extension,
 * that of the type it extends when the file imports it (`okhttp3` of `fun
 * Dns.Call.execute()` with `import okhttp3.Dns`); undefined in other
 * languages or without a declaration.
 */
export function packageOf(data: GraphData, ref: DefRef): string | undefined {
  const rec = data.files.get(ref.path);
  if (!rec || !PACKAGED.has(rec.lang)) return undefined;
  const d = data.def(ref);
  // A Kotlin top-level extension is named under the type it extends (`okhttp3.Dns.Call.execute`, newcomer 19 #6): that type's package as the file imports it.
  const head = rec.lang === 'kotlin' && d.parent < 0 && d.extends ? (d.qualifier ?? d.container)?.split('.')[0] : undefined;
  const imported = head ? rec.imports.find((i) => i.local === head && i.name !== '*') : undefined;
  return imported?.source ?? (namespaceAt(rec, d.line) || undefined);
}

/**
 * Whether `quals` (`account`, `crate::account`, `shop.model`, `stack`) name
 * the module of the top-level definition `d` of file `p`, as its language
 * names modules: the Go package (inGoPackage); the Rust module path (its
 * end, `crate` included: rustModuleAt); the declared package of a Java,
 * Kotlin or Scala file (its end); in one qualifier, the name of a file
 * that is a module (FILE_MODULES: Zig `stack.zig`, Lua, Python, Dart)
 * without its extension.
 */
export function inModule(data: GraphData, p: string, d: DefRec, quals: string[]): boolean {
  const rec = data.files.get(p);
  if (!rec || !quals.length) return false;
  const endsWith = (path: string[]): boolean => quals.length <= path.length && quals.every((q, k) => path[path.length - quals.length + k] === q);
  if (rec.lang === 'go') return quals.length === 1 && inGoPackage(data, p, quals[0]);
  if (rec.lang === 'rust') return endsWith(rustModuleAt(p, rec, d.line).split('::'));
  if (rec.pkg && PACKAGED.has(rec.lang)) return endsWith(rec.pkg.split('.'));
  if (!FILE_MODULES.has(rec.lang)) return false;
  // Python's dotted module path (`shop.service.make_shape`, newcomer 14a #9): the end of the file's path without `.py` (`__init__.py` is its folder).
  if (rec.lang === 'python' && quals.length > 1) return endsWith(p.replace(/(\/__init__)?\.pyi?$/, '').split('/'));
  const base = p.slice(p.lastIndexOf('/') + 1);
  return quals.length === 1 && base.slice(0, base.lastIndexOf('.')) === quals[0];
}

/**
 * Whether `p` is a Go file of package `pkg`, as its package clause names
 * it or as an import path's last element does (its folder): `store.Total`
 * asks for the package function Total (newcomer5).
 */
function inGoPackage(data: GraphData, p: string, pkg: string): boolean {
  const rec = data.files.get(p);
  if (rec?.lang !== 'go') return false;
  const dir = p.lastIndexOf('/') >= 0 ? p.slice(0, p.lastIndexOf('/')) : '';
  return rec.pkg === pkg || dir.slice(dir.lastIndexOf('/') + 1) === pkg;
}
