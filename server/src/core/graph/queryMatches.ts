/**
 * A language query's matches → FileBuilder calls (capture names in extract.ts),
 * and extractFile, the entry that extracts one parsed file by the language's
 * walk or its query.
 */
import type { Node, Query, Tree } from 'web-tree-sitter';
import type { DefKind, FileRec } from './types';
import type { LangSpec, SourceText } from './extract';
import { FileBuilder } from './fileBuilder';
import { callReceiver, uncommented } from './receivers';
import { markTestFunctions } from './testFunctions';

/** What a query match's capture name says it is. */
const enum Role {
  Other,
  Def,
  Overload,
  Call,
  New,
  Ref,
  Read,
  Import,
  Export,
  Bind,
  BindField,
  /** A variable bound to the class it calls (`x = Engine()`): BindRec.exact. */
  BindNew,
  /** A variable bound to what a qualified callee makes (Python `h = base.Handler()`, `x = A.build()`): qualified and BindRec.exact. */
  BindNewQualified,
  /** A bind whose type keeps its qualifier (`models.User`), resolved through the module. */
  BindQualified,
  /** A field's bind whose type keeps its qualifier (Go `repo *store.Repo`). */
  BindFieldQualified,
  BindCopy,
  /** A variable takes the type another variable of its scope (or an enclosing one) has (Go `p := c`). */
  BindCopyLocal,
  /** `var` holds a call's result: typed by the called function's declared return type. */
  BindReturn,
  /** `var` holds a chain's result (`r := s.Open().Repo()`): typed link by link. */
  BindChain,
  /** `var` is a slice/array/map of `type` (Go). */
  BindElem,
  BindFieldElem,
  /** `var` is an element of the variable or field `val` (Go `range`). */
  BindRange,
  /** `var` (a field) is a collection of tuples whose types are `type`'s arguments (Python `xs: list[tuple[A, B]]`). */
  BindElemTuple,
  BindFieldElemTuple,
  /** The names of the pattern `var` are the positions of an element of `val` (Python `for a, b in xs`). */
  BindRangeTuple,
  BindUnpack,
  BindUnpackCall,
  /** A variable holding a bound method (Python `render_lines = console.render_lines`): a bare call of it calls that method. */
  BindMethod,
  /** A variable (field) whose annotation wraps its class (Python `Optional[X]`, `"X"`): the language's `annotated` hook reads it. */
  BindAnnotated,
  BindFieldAnnotated,
  Pkg,
  /** A macro's token tree (Rust `println!(…)`): the language's `tokens` hook reads the calls inside. */
  Tokens,
  /** A call whose callee the grammar grouped wrongly (Swift `(x * f)()`): the language's `calls` hook reads it. */
  Calls,
  /** A node that binds variables of its own (Python `lambda`, `for`): the language's `locals` hook reads them. */
  Locals,
}

/** Roles of capture names (`def.<kind>` carries its kind). */
function roleOf(name: string): Role {
  if (name.startsWith('def.')) return Role.Def;
  switch (name) {
    case 'overload':
      return Role.Overload;
    case 'call':
      return Role.Call;
    case 'new':
      return Role.New;
    case 'read':
      return Role.Read;
    case 'import':
      return Role.Import;
    case 'export':
      return Role.Export;
    case 'bind':
      return Role.Bind;
    case 'bind.field':
    case 'bind.this':
      return Role.BindField;
    case 'bind.new':
      return Role.BindNew;
    case 'bind.new.qualified':
      return Role.BindNewQualified;
    case 'bind.qualified':
      return Role.BindQualified;
    case 'bind.field.qualified':
      return Role.BindFieldQualified;
    case 'bind.copy':
      return Role.BindCopy;
    case 'bind.copy.local':
      return Role.BindCopyLocal;
    case 'bind.return':
      return Role.BindReturn;
    case 'bind.chain':
      return Role.BindChain;
    case 'bind.elem':
      return Role.BindElem;
    case 'bind.field.elem':
      return Role.BindFieldElem;
    case 'bind.range':
      return Role.BindRange;
    case 'bind.elem.tuple':
      return Role.BindElemTuple;
    case 'bind.field.elem.tuple':
      return Role.BindFieldElemTuple;
    case 'bind.range.tuple':
      return Role.BindRangeTuple;
    case 'bind.unpack':
      return Role.BindUnpack;
    case 'bind.unpack.call':
      return Role.BindUnpackCall;
    case 'bind.method':
      return Role.BindMethod;
    case 'bind.annotated':
      return Role.BindAnnotated;
    case 'bind.field.annotated':
      return Role.BindFieldAnnotated;
    case 'pkg':
      return Role.Pkg;
    case 'tokens':
      return Role.Tokens;
    case 'calls':
      return Role.Calls;
    case 'locals':
      return Role.Locals;
    default:
      return name.startsWith('ref.') ? Role.Ref : Role.Other;
  }
}
const roles = new Map<string, Role>();

/**
 * Extracts the FileRec of a parsed `tree` of `src`: with the language's own
 * walk when it has one, else with its compiled `query`. `blanked`: what the
 * language's `source` blanked in `src` (SourceText). Then the functions its
 * test runners collect become kind `test` (testFunctions.ts). The caller owns `tree`
 * and must `delete()` it afterwards.
 */
export function extractFile(lang: string, spec: LangSpec, query: Query | null, tree: Tree, src: string, blanked: SourceText['blanked'] = []): FileRec {
  const b = new FileBuilder(lang, spec, src, blanked);
  const root = tree.rootNode;
  if (spec.walk) spec.walk(root, b);
  else if (query) collectMatches(query, root, b);
  const rec = b.finish(root);
  markTestFunctions(lang, rec, src);
  return rec;
}

function collectMatches(query: Query, root: Node, b: FileBuilder): void {
  const later: { role: Role; main: Node; name: Node | null; recv: Node | null; v: Node | null; t: Node | null; val: Node | null }[] = [];
  for (const m of query.matches(root)) {
    let role = Role.Other;
    let mainName = '';
    let main: Node | null = null;
    let name: Node | null = null;
    let body: Node | null = null;
    let container: Node | null = null;
    let recv: Node | null = null;
    let v: Node | null = null;
    let t: Node | null = null;
    let bases: Node[] | null = null;
    let val: Node | null = null;
    for (const c of m.captures) {
      let r = roles.get(c.name);
      if (r === undefined) {
        r = roleOf(c.name);
        roles.set(c.name, r);
      }
      if (r !== Role.Other) {
        role = r;
        mainName = c.name;
        main = c.node;
        continue;
      }
      switch (c.name) {
        case 'name':
          if (!name) name = c.node;
          break;
        case 'body':
          if (!body) body = c.node;
          break;
        case 'container':
          if (!container) container = c.node;
          break;
        case 'recv':
          if (!recv) recv = c.node;
          break;
        case 'var':
          if (!v) v = c.node;
          break;
        case 'type':
          if (!t) t = c.node;
          break;
        case 'base':
          (bases ??= []).push(c.node);
          break;
        case 'val':
          if (!val) val = c.node;
          break;
      }
    }
    if (!main) continue;
    if (role === Role.Def) b.def(mainName.slice(4) as DefKind, main, name, body, container, bases);
    else if (role === Role.Overload) {
      if (name) b.overload(main, name);
    } else later.push({ role, main, name, recv, v, t, val });
  }
  // Imports, exports and calls after every definition, in match order (as records always were).
  for (const l of later) {
    switch (l.role) {
      case Role.Import:
        b.spec.importNode?.(l.main, b.rec);
        break;
      case Role.Export:
        b.spec.exportNode?.(l.main, b.rec);
        break;
      case Role.Pkg:
        if (l.name) b.rec.pkg = b.text(l.name);
        break;
      case Role.Tokens:
        b.spec.tokens?.(l.main, b);
        break;
      case Role.Calls:
        b.spec.calls?.(l.main, b);
        break;
      case Role.Locals:
        b.spec.locals?.(l.main, b);
        break;
      case Role.Bind:
      case Role.BindField:
      case Role.BindQualified:
      case Role.BindFieldQualified:
        if (l.v && l.t) b.bind(l.role === Role.BindField || l.role === Role.BindFieldQualified, l.main, l.v, l.t, l.role === Role.BindQualified || l.role === Role.BindFieldQualified);
        break;
      case Role.BindAnnotated:
      case Role.BindFieldAnnotated: {
        const type = l.t ? b.spec.annotated?.(b.text(l.t)) : undefined;
        if (l.v && type) b.bindText(l.main, l.v, type, l.role === Role.BindFieldAnnotated);
        break;
      }
      case Role.BindNew:
      case Role.BindNewQualified:
        if (l.v && l.t) b.bind(false, l.main, l.v, l.t, l.role === Role.BindNewQualified, true);
        break;
      case Role.BindCopy:
        if (l.v && l.val) b.bindCopy(l.main, l.v, l.val);
        break;
      case Role.BindCopyLocal:
        if (l.v && l.val) b.bindCopy(l.main, l.v, l.val, false);
        break;
      case Role.BindReturn:
        if (l.v && l.val) b.bindReturn(false, l.main, l.v, l.val);
        break;
      case Role.BindMethod:
        if (l.v && l.val) b.bindMethod(l.main, l.v, l.val);
        break;
      case Role.BindChain: {
        // Ruby calls without arguments need no parentheses (`o = Point.origin`): the call is the same.
        const called = l.val ? uncommented(l.val, b.text(l.val)) : '';
        let chain = l.v && l.val ? callReceiver(called.endsWith(')') ? called : `${called}()`) : undefined;
        // Kotlin `val r = Retrofit.Builder().callFactory { … }.build()`: a chain through trailing lambdas, read as its receivers are (kotlinReceivers chainText).
        if (!chain && l.val && b.rec.lang === 'kotlin') chain = b.spec.receiver?.(l.val);
        if (chain?.endsWith('()')) b.bindChain(false, l.main, l.v!, chain);
        break;
      }
      case Role.BindElem:
      case Role.BindFieldElem:
        if (l.v && l.t) b.bindElem(l.role === Role.BindFieldElem, l.main, l.v, l.t);
        break;
      case Role.BindRange:
        if (l.v && l.val) b.bindRange(l.main, l.v, l.val);
        break;
      // Position k of a tuple element is `xs#k[]` (`this.xs#k[]`), what the k-th name of `for a, b in xs` is an element of.
      case Role.BindElemTuple:
      case Role.BindFieldElemTuple:
        l.t?.namedChildren.forEach((c, k) => {
          const named = c?.type === 'type' ? c.namedChildren[0] : c;
          if (l.v && named && (named.type === 'identifier' || named.type === 'attribute')) b.bindElem(l.role === Role.BindFieldElemTuple, l.main, l.v, named, `#${k}`);
        });
        break;
      case Role.BindRangeTuple:
        l.v?.namedChildren.forEach((c, k) => {
          if (c?.type === 'identifier' && l.val) b.bindRange(l.main, c, l.val, `#${k}`);
        });
        break;
      // `a, b = f(x)` (Python): the k-th name holds member k of the tuple f declares it returns (`f#k`, DefRec.returnsTuple); none after a `*rest`.
      // Go `c, r := CreateTestContext(w)` (BindUnpackCall): the k-th name (k ≥ 1: the first is bound as the call's result; not `_`) holds
      // result k of the function called (`CreateTestContext()#k`).
      case Role.BindUnpack:
      case Role.BindUnpackCall: {
        const go = l.role === Role.BindUnpackCall;
        const callee = l.val ? b.text(l.val).replace(/\s+/g, '') : '';
        const names = l.v?.namedChildren ?? [];
        for (let k = go ? 1 : 0; callee && k < names.length; k++) {
          const c = names[k];
          if (c?.type === 'list_splat_pattern') break;
          if (c?.type === 'identifier' && !(go && b.text(c) === '_')) b.bindChain(false, l.main, c, go ? `${callee}()#${k}` : `${callee}#${k}`);
        }
        break;
      }
      default:
        if (l.name) b.call(l.role === Role.Call ? 'call' : l.role === Role.New ? 'new' : l.role === Role.Read ? 'read' : 'ref', l.main, l.name, l.recv);
    }
  }
}
