/**
 * Receivers that name a type from outside the repository — the standard
 * library's or a dependency's — so an unresolved call on one cannot be a
 * call of the repository's method of that name. The "Not listed" note under
 * callers and impact (GraphData.unresolvedNamed) leaves such calls out
 * (newcomer 12: Rust `Box::new(c)` offered for `Circle.new`, Ruby
 * `gzip.finish` with `gzip = Zlib::GzipWriter.new(io)` for `Report#finish`).
 *
 * A receiver is outside when it is a static path or a variable bound to a
 * type, and that type either starts with a standard-library root (C++
 * `std::`, Rust `std::`/`core::`/`alloc::`), or is a capitalised name
 * (`Box`, `Zlib::GzipWriter`, `Collections`) whose last segment no
 * definition of the repository in the same language family bears and whose
 * first segment the file neither imports nor aliases (an import may rename
 * a repository class: `use shapes::Circle as Disc`). Short all-capital
 * names (`T`, `K`, `T1`) are left in: they are usually type parameters
 * (`T::new()` may build any implementor). Everything else — lower-case
 * module paths (`strings.Split`, `os.path`), call results, fields, a
 * variable of unknown type — stays a possible caller; but a call's result
 * (`c.Flags().ArgsLenAtDash()`, or a variable holding it) whose callee
 * resolves to definitions all declaring a result type from outside where
 * they are written (`Flags() *flag.FlagSet`, pflag) is outside (typed,
 * OutsideLookup.resultOutside). Also outside (newcomer
 * 13b #6): a JavaScript host's global object (`console.log`), a field whose
 * declared type is outside (`this.lines.add(s)` with `List<String> lines`,
 * `self.rows.append(x)` with `rows: List[int]`, a Python built-in `list`),
 * and a Python module that is no file of the repository (`logging.log`).
 * A bare call of a module-level value holding such a package or a member of
 * one (`send(req, path)` with `var send = require('send')`, `resolve(root)`
 * with `var resolve = path.resolve`) is outside too (bareOutside).
 */
import type { CallRec, FileRec } from './types';

/** Roots of standard-library paths, by language (ISO C++ `std`; Rust's `std`, `core`, `alloc` crates). */
const STD_ROOTS: Readonly<Record<string, ReadonlySet<string>>> = {
  cpp: new Set(['std']),
  rust: new Set(['std', 'core', 'alloc']),
};
/** A type or module path: names joined by `::` (C++, Rust, Ruby, PHP without `\\`) or `.`. */
const TYPE_PATH = /^[A-Za-z_]\w*(?:(?:::|\.)[A-Za-z_]\w*)*$/;
/** Likely type parameters: one capital, optionally a second capital or digit (`T`, `K`, `TV`, `T1`). */
const TYPE_PARAM = /^[A-Z][A-Z0-9]?$/;
const IDENT = /^[a-z_]\w*$/;

/** Global objects of JavaScript hosts (ECMA-262, WHATWG HTML, Node.js) written in lower case; the capitalised ones (`Math`, `JSON`) fall under the general rule. */
const JS_GLOBALS: ReadonlySet<string> = new Set(['console', 'process', 'window', 'document', 'globalThis', 'navigator', 'localStorage', 'sessionStorage', 'location', 'performance']);
/** Python's built-in types written in lower case (the Python Library Reference, "Built-in Types"). */
const PY_BUILTINS: ReadonlySet<string> = new Set(['list', 'dict', 'set', 'frozenset', 'tuple', 'str', 'bytes', 'bytearray', 'int', 'float', 'bool']);
const JS_FAMILY = new Set(['typescript', 'tsx', 'javascript']);

/** What the check needs of the graph. */
export interface OutsideLookup {
  /** Whether a definition of the repository in `lang`'s family is named `name`. */
  definesName(name: string, lang: string): boolean;
  /** Whether a type (class, struct, interface, enum, namespace…) of the repository in `lang`'s family is named `name`; absent: definesName. */
  definesType?(name: string, lang: string): boolean;
  /** The declared or constructed type of variable `name` where `call` is made, if known (GraphTypes.bindFor). */
  typeOf(name: string): string | undefined;
  /** The declared type of field `name` of the class the call is in (`this.lines`, `self.rows`, Java's bare `lines`), if known. */
  fieldTypeOf(name: string): string | undefined;
  /** Whether the module an import of this file names resolves to no file of the repository (Python `import logging`). */
  externalModule(source: string): boolean;
  /**
   * Whether a call of `callee` (as written here: `c.Flags`) yields a type from outside the repository: it resolves,
   * and every definition it resolves to declares a result (DefRec.returns) that is outside where it is written
   * (`func (c *Command) Flags() *flag.FlagSet`, flag importing pflag). False when unknown; absent where not asked.
   */
  resultOutside?(callee: string): boolean;
  /** Whether the module-level variable an import of this file names (`from .globals import _cv_app`) is declared, in its own module, with a type from outside the repository. */
  importedValueOutside?(name: string): boolean;
  /**
   * Whether the TS/JS module an import of this file names (`'../'`) exports under `name` what a package from outside
   * gives (GraphModules exportOutside: express's `exports.Router = Router` with `var Router = require('router')`).
   */
  exportOutside?(source: string, name: string): boolean;
  /** Whether a Go import path is a dependency's: the repository's go.mod files declare other module paths (modules.ts goForeign). */
  goForeign?(source: string): boolean;
  /**
   * The declared type of field `name` of the repository's class `type` names where the call is made, with the file that
   * declares it (`mx.pool` with `mx *Mux` and `pool *sync.Pool` in Mux), if known; absent where not asked.
   */
  fieldOfType?(type: string, name: string): { type: string; rec: FileRec } | undefined;
}

/**
 * Whether `call` (in `rec`) is made on a value of, or statically through, a
 * type from outside the repository (see the file header). False when the
 * call has no receiver or its receiver's type is unknown.
 */
export function outsideReceiver(rec: FileRec, call: CallRec, look: OutsideLookup): boolean {
  // `::Zlib::GzipWriter` (Ruby, C++): the top-level scope's name, outside all the same.
  // PHP's namespaced `PhpCsFixer\Finder::create()` (guzzle's .php-cs-fixer.dist.php) read as the path `PhpCsFixer::Finder`.
  const recv = (rec.lang === 'php' ? call.recv?.replace(/^\\/, '').replace(/\\/g, '::') : call.recv)?.replace(/^::/, '');
  if (recv === undefined) return bareOutside(rec, call, look);
  // `c.Flags().ArgsLenAtDash()` (cobra): a call's result of a declared type from outside (receivers.ts callReceiver's `c.Flags()`).
  if (recv.endsWith('()')) {
    const callee = recv.slice(0, -2);
    // `request(app).get('/')` with `var request = require('supertest')`: what a package from outside returns (bareOutside).
    if (/^[A-Za-z_$][\w$]*$/.test(callee) && bareOutside(rec, { ...call, name: callee, recv: undefined }, look)) return true;
    if (look.resultOutside?.(callee)) return true;
    // `r.URL.Query().Get(…)` with `r *http.Request`: a method of a value from outside returns what its library declares.
    return MEMBER_PATH.test(callee) && headOutside(rec, callee, look);
  }
  if (!TYPE_PATH.test(recv)) return false;
  // Rust `usize::from_str(…)`: a primitive type's function (a method the repository gives it would have resolved).
  if (rec.lang === 'rust' && RUST_PRIMITIVES.has(recv)) return true;
  // `self.as_str()` in `impl PartialEq<Value> for String`, TS `super(init)` in a class extending the host's `Headers`: the type
  // the method is written for, or the class's every base, is from outside.
  if ((recv === 'self' && rec.lang === 'rust') || (recv === 'super' && JS_FAMILY.has(rec.lang))) {
    const owner = ownerOf(rec, call.from);
    const types = owner === undefined ? [] : recv === 'self' ? [owner.container ?? ''] : owner.bases ?? [];
    // A base named like a repository class stays possible (an import of it may be the repository's under a path alias).
    return types.length > 0 && types.every((t) => !!t && TYPE_PATH.test(t) && !look.definesName(t.split(/::|\./).pop()!, rec.lang) && outsideType(rec, t, look));
  }
  if (/^[A-Z]/.test(recv) || recv.includes('::')) return outsideType(rec, recv, look);
  // Python's `obj.__dict__` is a dict (The Python Language Reference, "The standard type hierarchy").
  if (rec.lang === 'python' && recv.endsWith('.__dict__')) return true;
  // A field of the class: `this.lines.add(s)`, `self.rows.append(x)`.
  const field = /^(?:this|self)\.([A-Za-z_]\w*)$/.exec(recv);
  if (field) return typed(rec, look.fieldTypeOf(field[1]), look);
  const head = recv.split('.')[0];
  // `console.log(…)`: a host's global object, unless the repository defines or the file imports that name.
  if (JS_FAMILY.has(rec.lang) && JS_GLOBALS.has(head) && !rec.imports.some((i) => i.local === head) && !look.definesName(head, rec.lang)) return true;
  // `import logging` then `logging.log(…)`: a module that is no file of the repository.
  // A module-level variable imported from a module of the repository (flask's `from .globals import _cv_app`, a
  // `ContextVar`): its type where that module declares it.
  if (rec.imports.some((i) => i.local === head)) return importedFromOutside(rec, head, look) || (recv === head && (look.importedValueOutside?.(head) ?? false));
  // `r.Header.Get(…)` with `r *http.Request` (chi's realip.go; newcomer 40 #9): a field of a value from outside is from outside.
  if (MEMBER_PATH.test(recv)) return headOutside(rec, recv, look);
  // A variable: its type decides (`gzip = Zlib::GzipWriter.new(io)`; a union only when every member is outside); Java's bare field `lines`.
  if (!IDENT.test(recv)) return false;
  const type = look.typeOf(recv) ?? look.fieldTypeOf(recv);
  // Python `def f(*args, **kwargs)`: a tuple and a dict, whatever the call passes.
  if (type === undefined && rec.lang === 'python' && pythonSplat(rec, call.from, recv)) return true;
  return typed(rec, type, look);
}

/** A variable and the fields read through it, `r.Header`, `r.URL.Query` (not `this.x`: a field of the class). */
const MEMBER_PATH = /^(?!this\.|self\.)[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/;

/**
 * Whether member path `path` reads a value of a type from outside the repository: its head variable holds one (`r` of
 * `r.URL.Query`), or a field of the repository's class it holds is declared with one (`mx.pool` with `pool *sync.Pool`:
 * chi's `mx.pool.Get()`; newcomer 41), the path followed field by field.
 */
function headOutside(rec: FileRec, path: string, look: OutsideLookup): boolean {
  const parts = path.split('.');
  if (rec.imports.some((i) => i.local === parts[0])) return false;
  let type = look.typeOf(parts[0]);
  let where = rec;
  for (let k = 1; type !== undefined; k++) {
    if (typed(where, type, look)) return true;
    if (k >= parts.length || !look.fieldOfType) return false;
    const next = look.fieldOfType(type, parts[k]);
    if (!next) return false;
    type = next.type;
    where = next.rec;
  }
  return false;
}

/** Rust's primitive types (the Rust Reference, "Types"). */
const RUST_PRIMITIVES: ReadonlySet<string> = new Set(['bool', 'char', 'str', 'u8', 'u16', 'u32', 'u64', 'u128', 'usize', 'i8', 'i16', 'i32', 'i64', 'i128', 'isize', 'f32', 'f64']);

/**
 * For a Rust call: the method or function `from` is (its container, the type of its `impl`); for a TS/JS call: the
 * class around `from` (its bases). Undefined at the top level or outside any class.
 */
function ownerOf(rec: FileRec, from: number): { container?: string; bases?: string[] } | undefined {
  if (rec.lang === 'rust') return from >= 0 ? rec.defs[from] : undefined;
  for (let s = from; s >= 0; s = rec.defs[s].parent) if (rec.defs[s].kind === 'class') return rec.defs[s];
  return undefined;
}

/**
 * Whether `name`, read inside definition `from` of Python file `rec`, is the `*args` or `**kwargs` parameter of
 * that function or of the nearest one around it that has a parameter of that name (its signature, DefRec.signature):
 * a tuple or a dict (The Python Language Reference, "Function definitions").
 */
function pythonSplat(rec: FileRec, from: number, name: string): boolean {
  const word = new RegExp(`(^|[(,\\s])(\\*{0,2})${name}\\s*[:=,)]`);
  for (let s = from, guard = 0; s >= 0 && guard < 50; s = rec.defs[s].parent, guard++) {
    const d = rec.defs[s];
    if ((d.kind !== 'function' && d.kind !== 'method' && d.kind !== 'test') || !d.signature) continue;
    const m = word.exec(d.signature.slice(d.signature.indexOf('(')));
    if (m) return m[2].length > 0;
  }
  return false;
}

/**
 * Whether a bare call names a module-level value that holds a package from
 * outside the repository or a member of one (newcomer 21 #6, Express): an
 * import of that name, `var send = require('send')`, `var resolve =
 * require('node:path').resolve`, Python `from os.path import join`, or a
 * module-level alias of an imported name's member, `var resolve =
 * path.resolve` (FileRec.aliases, scope -1), whose module is outside
 * (packageOutside). False for any other bare call.
 */
function bareOutside(rec: FileRec, call: CallRec, look: OutsideLookup): boolean {
  const alias = rec.aliases?.find((a) => a.scope === -1 && a.name === call.name);
  const held = alias ? /^([A-Za-z_$][\w$]*)\.[A-Za-z_$][\w$]*$/.exec(alias.of)?.[1] : call.name;
  if (!held) return false;
  const imports = rec.imports.filter((i) => i.local === held);
  return imports.length > 0 && imports.every((i) => packageOutside(rec.lang, i.source, look));
}

/**
 * Whether import source `source` is a module from outside the repository: a
 * standard library's (standardModule) or, in TypeScript/JavaScript, any
 * package named bare (`send`, `@scope/pkg`; not `./x`, `/x`) — that no file
 * of the repository stands for (a workspace package's name resolves to its
 * files, modules.ts); in Go also an import path under none of the
 * repository's go.mod module paths (`github.com/spf13/pflag` in cobra;
 * modules.ts goForeign).
 */
function packageOutside(lang: string, source: string, look: OutsideLookup): boolean {
  // A value of a Go dependency's type (`fs *flag.FlagSet`, pflag), and a function of that package called through it
  // (cobra's `pflag.String(…)`; newcomer 45 #5): not the repository's, whose go.mod files declare its module paths.
  if (lang === 'go' && look.goForeign?.(source)) return true;
  const pkg = standardModule(lang, source) || (JS_FAMILY.has(lang) && !/^[./]/.test(source));
  return pkg && look.externalModule(source);
}

/**
 * Whether a declared `type` (each member of a union) names a type outside the repository; false when unknown. A
 * variable holding a call's result (`f := c.Flags()`, bound `c.Flags()`) has the callee's result type
 * (OutsideLookup.resultOutside).
 */
export function typed(rec: FileRec, type: string | undefined, look: OutsideLookup): boolean {
  if (!type) return false;
  // Python binds `flow = self.auth_flow(request)` to the name called (`self.auth_flow`): what it declares it returns
  // (`-> typing.Generator[…]`: httpx's `flow.send(response)`).
  if (rec.lang === 'python' && /^[A-Za-z_][\w.]*$/.test(type) && look.resultOutside?.(type)) return true;
  if (/^[A-Za-z_][\w.]*\(\)$/.test(type)) {
    // `resp, _ := http.Head(url)`: what a function of a module from outside returns (chi's mux_test.go `resp.Header.Get`).
    const dot = type.indexOf('.');
    const head = dot > 0 ? type.slice(0, dot) : '';
    if (head && rec.imports.some((i) => i.local === head) && importedFromOutside(rec, head, look)) return true;
    return look.resultOutside?.(type.slice(0, -2)) ?? false;
  }
  const parts = type.split('|').map(bareType);
  return parts.every((t) => t !== undefined && (outsideType(rec, t, look) || (rec.lang === 'python' && PY_BUILTINS.has(t) && !look.definesName(t, rec.lang))));
}

/** The type name of a declared type, without references, pointers, nullability and type arguments (`&mut Vec<T>` → `Vec`, Python `List[int]` → `List`); undefined for anything else (a call's result, an element). */
function bareType(type: string): string | undefined {
  const t = type.replace(/^(?:&\s*(?:mut\s+)?|const\s+|\*+|\[\]|::)+/, '').replace(/[<[][\s\S]*$/, '').replace(/[\s*&?]+$/, '').trim();
  return TYPE_PATH.test(t) ? t : undefined;
}

/**
 * Python's standard-library modules (the Python Module Index: `sys.stdlib_module_names` of Python
 * 3.11 less the private `_…` ones and the two jokes): a name bound by importing one is never the
 * repository's (`from html import escape`); a module of the repository by the same name wins
 * (externalModule).
 */
const PY_STDLIB: ReadonlySet<string> = new Set(
  (
    'abc aifc argparse array ast asynchat asyncio asyncore atexit audioop base64 bdb binascii bisect builtins bz2 ' +
    'cProfile calendar cgi cgitb chunk cmath cmd code codecs codeop collections colorsys compileall concurrent ' +
    'configparser contextlib contextvars copy copyreg crypt csv ctypes curses dataclasses datetime dbm decimal ' +
    'difflib dis distutils doctest email encodings ensurepip enum errno faulthandler fcntl filecmp fileinput ' +
    'fnmatch fractions ftplib functools gc genericpath getopt getpass gettext glob graphlib grp gzip hashlib heapq ' +
    'hmac html http idlelib imaplib imghdr imp importlib inspect io ipaddress itertools json keyword lib2to3 ' +
    'linecache locale logging lzma mailbox mailcap marshal math mimetypes mmap modulefinder msilib msvcrt ' +
    'multiprocessing netrc nis nntplib nt ntpath nturl2path numbers opcode operator optparse os ossaudiodev pathlib ' +
    'pdb pickle pickletools pipes pkgutil platform plistlib poplib posix posixpath pprint profile pstats pty pwd ' +
    'py_compile pyclbr pydoc pydoc_data pyexpat queue quopri random re readline reprlib resource rlcompleter runpy ' +
    'sched secrets select selectors shelve shlex shutil signal site smtpd smtplib sndhdr socket socketserver spwd ' +
    'sqlite3 sre_compile sre_constants sre_parse ssl stat statistics string stringprep struct subprocess sunau ' +
    'symtable sys sysconfig syslog tabnanny tarfile telnetlib tempfile termios textwrap threading time timeit ' +
    'tkinter token tokenize tomllib trace traceback tracemalloc tty turtle turtledemo types typing unicodedata ' +
    'unittest urllib uu uuid venv warnings wave weakref webbrowser winreg winsound wsgiref xdrlib xml xmlrpc zipapp ' +
    'zipfile zipimport zlib zoneinfo'
  ).split(' '),
);
/** Whether Python import source `source` (`functools`, `os.path`; not a relative `.x`) is a module of the standard library (PY_STDLIB). */
export function pythonStandardModule(source: string): boolean {
  return PY_STDLIB.has(source.split('.')[0]);
}

/** Node.js built-in modules most imported without `node:` (Node.js API docs). */
const NODE_BUILTINS: ReadonlySet<string> = new Set(('assert buffer child_process crypto events fs http https net os path readline stream url util worker_threads zlib').split(' '));

/**
 * Whether import source `source` names a standard library (not any
 * package: a module outside the repository may still be this one under
 * another path, noteShapes): Python's modules above, Node.js built-ins and
 * `node:` ones, Go packages without a dot in their first element
 * (`strings`, `net/http`), Java/Kotlin/Scala `java.`/`javax.`/`kotlin.`/`scala.`,
 * C# `System`, Rust `std`/`core`/`alloc`.
 */
function standardModule(lang: string, source: string): boolean {
  switch (lang) {
    case 'python':
      return pythonStandardModule(source);
    case 'typescript':
    case 'tsx':
    case 'javascript':
      return source.startsWith('node:') || NODE_BUILTINS.has(source.split('/')[0]);
    case 'go':
      return !source.split('/')[0].includes('.');
    case 'java':
    case 'kotlin':
    case 'scala':
      return /^(?:java|javax|kotlin|scala)(?:\.|$)/.test(source);
    case 'csharp':
      return /^System(?:\.|$)/.test(source);
    case 'rust':
      return /^(?:std|core|alloc)(?:::|$)/.test(source);
    default:
      return false;
  }
}

/**
 * Whether every import of `local` in `rec` comes from a module outside the
 * repository (packageOutside: a standard library's, or in TS/JS a bare npm
 * package, that no file of the repository stands for: Java `import
 * java.util.List`, Python `from typing import List`, `import logging`,
 * `var mime = require('mime-types')`).
 */
function importedFromOutside(rec: FileRec, local: string, look: OutsideLookup): boolean {
  return rec.imports.filter((i) => i.local === local).every((i) => packageOutside(rec.lang, i.source, look));
}

/**
 * Whether the capitalised type `head` (a path of `segs`), imported by
 * `rec`, comes from outside the repository: every import of it names a
 * module no file of the repository stands for, and no definition of the
 * repository in the language's family bears any of its names (newcomer 25
 * #6: retrofit's `server.enqueue(…)` on okhttp's imported MockWebServer, rx's
 * `Observable.create(…)`, offered for OkHttpCall.enqueue and Retrofit.create).
 * A repository class of that name keeps the call a possible caller, as for
 * a type that is not imported.
 */
function importedTypeOutside(rec: FileRec, head: string, segs: string[], look: OutsideLookup): boolean {
  if (!/^[A-Z]/.test(head) || TYPE_PARAM.test(head)) return false;
  return rec.imports.filter((i) => i.local === head).every((i) => look.externalModule(i.source)) && !segs.some((s) => look.definesName(s, rec.lang));
}

/** `a.b`: a name and one member of it. */
const MEMBER_OF_NAME = /^[A-Za-z_$][\w$]*\.[A-Za-z_$][\w$]*$/;

/**
 * Whether TS/JS name `head`, imported by `rec` from modules of the repository, is (or, with `member`, has as that
 * member) what a package from outside gives, re-exported by those modules (OutsideLookup exportOutside): express's
 * `new express.Router()` with `express = require('../')`, whose lib/express.js sets `exports.Router = Router` from
 * `require('router')` (newcomer 46). A whole module imported (`require`, `import * as`) is asked for `member`.
 */
function reexportedOutside(rec: FileRec, head: string, member: string | undefined, look: OutsideLookup): boolean {
  const imports = rec.imports.filter((i) => i.local === head);
  const ask = look.exportOutside;
  if (!ask || !JS_FAMILY.has(rec.lang) || !imports.length) return false;
  return imports.every((i) => (i.name === '*' ? member !== undefined && ask(i.source, member) : ask(i.source, i.name)));
}

/** Whether the type path `type` (written in `rec`) names a type outside the repository. */
function outsideType(rec: FileRec, type: string, look: OutsideLookup): boolean {
  const segs = type.split(/::|\./);
  const head = segs[0];
  const last = segs[segs.length - 1];
  if (rec.imports.some((i) => i.local === head)) return importedFromOutside(rec, head, look) || importedTypeOutside(rec, head, segs, look) || reexportedOutside(rec, head, segs[1], look);
  const aliases = rec.aliases?.filter((a) => a.name === head);
  // `Router = express.Router` at the top of a file (express's test/Router.js), then `new Router()`: what the member is.
  if (aliases?.length) {
    return aliases.every((a) => {
      const [of, member] = a.of.split('.');
      return a.scope === -1 && MEMBER_OF_NAME.test(a.of) && reexportedOutside(rec, of, member, look);
    });
  }
  if (STD_ROOTS[rec.lang]?.has(head) && segs.length > 1) return !look.definesName(last, rec.lang);
  if (!/^[A-Z]/.test(last) || TYPE_PARAM.test(last) || segs.some((s) => TYPE_PARAM.test(s))) return false;
  // C# and Java name types apart from members: a property or test method named `DateTimeOffset` (Newtonsoft.Json's) makes no
  // `DateTimeOffset.Parse(…)` the repository's (newcomer 46 #5).
  const defines = (rec.lang === 'csharp' || rec.lang === 'java') && look.definesType ? look.definesType : look.definesName;
  return !segs.some((s) => defines(s, rec.lang));
}
