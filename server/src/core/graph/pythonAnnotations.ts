/**
 * What a Python annotation says of a value's class (langPython defExtra,
 * pythonFixtures, bind.annotated): one class through `Optional[…]`, `Union[…, None]`,
 * `| None` and string annotations, or the class
 * of each member of a fixed-length tuple.
 */
import type { Node } from 'web-tree-sitter';
import { splitOutside } from '../text';

/**
 * Wrappers whose arguments, less `None`, are the types a value may have:
 * `Optional[X]` is `X | None` and `Union[X, None]` the same (typing module
 * docs, "Optional", "Union"; PEP 604 for `X | None`), written bare or through
 * the module (`typing.Optional`, `t.Optional` of `import typing as t`).
 */
const WRAPPER = /^(?:[A-Za-z_]\w*\.)?(?:Optional|Union)\[(.*)\]$/s;

/** A Python name, maybe dotted through modules (`Repo`, `models.Repo`). */
const CLASS_NAME = /^[A-Za-z_]\w*(\.[A-Za-z_]\w*)*$/;

/**
 * The annotation `text` with its quotes taken off (`t`), and the types it
 * may be when not None (`members`): the arguments of an `Optional[…]` /
 * `Union[…]` wrapper, else the members of a `|` union, `None` left out.
 * `Optional[A] | Optional[B]` is no wrapper around `A] | Optional[B`: the
 * bracket opened after the wrapper's name closes at the end.
 */
function unwrapped(text: string): { t: string; members: string[] } {
  const t = text.trim().replace(/^(['"])(.*)\1$/s, '$2').trim();
  let wrapped = WRAPPER.exec(t);
  if (wrapped && !balanced(wrapped[1])) wrapped = null;
  const members = (wrapped ? splitOutside(wrapped[1], ',', '()[]') : splitOutside(t, '|', '()[]')).map((x) => x.trim()).filter((x) => x !== 'None');
  return { t, members };
}

/**
 * The class an annotation names when the value is not None: `Repo`,
 * `models.Repo`, `"Repo"` (a forward reference: a string annotation is read
 * as the annotation it holds, PEP 484 "Forward references"),
 * `Optional[Repo]`, `typing.Optional[Repo]`, `Union[Repo, None]`,
 * `Repo | None`, `None | Repo`, and these nested (`Optional["Repo"]`,
 * `"Optional[Repo]"`), a generic class of a module with its type arguments
 * (`types.ParamType[t.Any]` → `types.ParamType`); undefined for anything
 * else — a union of two classes or more (`Union[A, B]`, `A | B | None`), a
 * typing generic (`List[Repo]`, `t.Sequence[Repo]`), `None` alone, `Any`
 * (`Optional[t.Any]`).
 */
export function annotatedClass(text: string): string | undefined {
  const { t, members } = unwrapped(text);
  if (members.length !== 1) return undefined;
  // Each step strips a wrapper, quotes or a `| None`, so the text shrinks until a name is left or nothing is read.
  if (members[0] !== t) return annotatedClass(members[0]);
  // `types.ParamType[t.Any]`: an instance of a generic class a module of the repository's names (click's `self.type`); the
  // typing module's forms and collections (`t.List[X]`, `typing.Sequence[X]`) stay unread.
  const generic = GENERIC_OF_MODULE.exec(t);
  if (generic && balanced(generic[2]) && !TYPING_MODULES.test(generic[1])) return generic[1];
  // `Any` (`typing.Any`, `t.Any`) is every type, so it names no class (typing module docs, "The Any type").
  return CLASS_NAME.test(t) && !/(^|\.)Any$/.test(t) ? t : undefined;
}

/** A generic class named through a module with its type arguments: `types.ParamType[t.Any]` (groups: the class, the arguments). */
const GENERIC_OF_MODULE = /^([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+)\[(.*)\]$/s;
/** Modules whose subscripted names are typing's forms or abstract collections, no class of the repository: `t.Optional`, `typing.List`, `collections.abc.Sequence`. */
const TYPING_MODULES = /^(?:t|typing|typing_extensions|te|collections\.abc|abc|builtins)\./;

/**
 * The classes a variable's annotation says its value may be, as a bind's
 * type (langPython `annotated`, bind.annotated): annotatedClass's one class,
 * or for a union of several, `A|B` — `A | B`, `Union[A, B]`,
 * `typing.Union[A, B]`, `Optional[Union[A, B]]`, `A | B | None` (typing module
 * docs, "Union"; PEP 604), each member read by annotatedClass — the form TS
 * unions are bound in (langTsBinds unionMembers), which graphTypes typeDefs
 * reads member by member. Undefined when any member names no class (`A |
 * list[B]`, `Any`): a union read in part would hide the calls of the rest.
 */
export function annotatedClasses(text: string): string | undefined {
  const one = annotatedClass(text);
  if (one) return one;
  const { t, members } = unwrapped(text);
  // `Optional[A | B]`: one member, itself the union.
  if (members.length === 1) return members[0] !== t ? annotatedClasses(members[0]) : undefined;
  if (members.length < 2 || members.length > 8) return undefined;
  const names: string[] = [];
  for (const m of members) {
    const c = annotatedClasses(m);
    if (!c) return undefined;
    for (const n of c.split('|')) if (!names.includes(n)) names.push(n);
  }
  return names.join('|');
}

/** Whether no `]` or `)` of `text` closes a bracket opened before it. */
function balanced(text: string): boolean {
  let depth = 0;
  for (const ch of text) {
    if (ch === '[' || ch === '(') depth++;
    else if ((ch === ']' || ch === ')') && --depth < 0) return false;
  }
  return true;
}

/**
 * Collections whose iteration gives their (first) type argument: the
 * builtins and the typing / collections.abc names a `for` loop reads
 * (typing module docs, "Generic concrete collections" and "Abstract Base
 * Classes"; `Generator[Y, S, R]` and `Iterator[Y]` yield Y). The same list
 * as langPython's SEQUENCE, with the generators.
 */
const ITERATED = /^(?:(?:typing|t|collections\.abc|abc)\.)?(?:List|list|Sequence|MutableSequence|Iterable|Iterator|Collection|Set|set|FrozenSet|frozenset|AbstractSet|MutableSet|Deque|deque|Generator|AsyncIterator|AsyncIterable|AsyncGenerator)\[(.*)\]$/s;

/**
 * The class the elements of an annotated collection are: `list[Route]`,
 * `typing.Sequence["Route"]`, `Optional[List[Route]]`, `list[Route] |
 * None`, `Iterator[Route]`, `Generator[Route, None, None]` → `Route`
 * (annotatedClass of the first type argument); undefined for any other
 * annotation, a mapping (`dict[str, Route]`: its keys are iterated) or a
 * tuple.
 */
export function elementClass(text: string): string | undefined {
  const { t, members } = unwrapped(text);
  if (members.length !== 1) return undefined;
  if (members[0] !== t) return elementClass(members[0]);
  const m = ITERATED.exec(t);
  if (!m || !balanced(m[1])) return undefined;
  const first = splitOutside(m[1], ',', '()[]')[0];
  return first ? annotatedClass(first) : undefined;
}

/** Generic collections and typing forms from outside any repository: the builtins and the typing / collections.abc names (typing module docs). */
const OUTSIDE_GENERICS = /^(?:(?:typing|t|collections\.abc|abc)\.)?(?:List|list|Dict|dict|Set|set|FrozenSet|frozenset|Tuple|tuple|Sequence|MutableSequence|Mapping|MutableMapping|Iterable|Iterator|Collection|Generator|AsyncIterator|AsyncIterable|AsyncGenerator|Awaitable|Coroutine|Deque|deque|DefaultDict|defaultdict|OrderedDict|Counter|Callable|Type|type)$/;

/**
 * The generic from outside the repository an annotation names when the value
 * is not None (`typing.Generator[Request, Response, None]` →
 * `typing.Generator`, `list[Route]` → `list`, `Optional[Dict[str, X]]` →
 * `Dict`): what a call of a function so declared returns, a value of no
 * class of the repository (outsideTypes: its methods are not the
 * repository's); undefined for any other annotation.
 */
export function outsideGeneric(text: string): string | undefined {
  const { t, members } = unwrapped(text);
  if (members.length !== 1) return undefined;
  if (members[0] !== t) return outsideGeneric(members[0]);
  const open = t.indexOf('[');
  const head = open > 0 && t.endsWith(']') ? t.slice(0, open).trim() : undefined;
  return head && OUTSIDE_GENERICS.test(head) ? head : undefined;
}

/**
 * The class each member of a fixed-length tuple annotation names:
 * `tuple[str | None, Command | None]` → `['str', 'Command']` (annotatedClass
 * per member, '' where none), `Tuple[…]`, `typing.Tuple[…]` and `t.Tuple[…]` alike, a
 * string annotation read the same way; undefined for any other annotation
 * and for `tuple[X, ...]` (any length: no positions).
 */
export function tupleMembers(text: string): string[] | undefined {
  const t = text.trim().replace(/^(['"])(.*)\1$/s, '$2').trim();
  const m = /^(?:\w+\.)?(?:tuple|Tuple)\[(.*)\]$/s.exec(t);
  if (!m) return undefined;
  const members = splitOutside(m[1], ',', '()[]').map((x) => x.trim());
  if (members.length < 2 || members.includes('...')) return undefined;
  return members.map((x) => annotatedClass(x) ?? '');
}

/**
 * The values of function `node`'s own `return` statements, and of its
 * `yield` expressions when `yields` (what a generator fixture gives), in
 * source order; not those of functions, classes or lambdas nested in it;
 * null for a bare `return` / `yield`.
 */
export function ownReturns(node: Node, yields = false): (Node | null)[] {
  const out: (Node | null)[] = [];
  const walk = (n: Node): void => {
    for (const c of n.namedChildren) {
      if (!c || c.type === 'function_definition' || c.type === 'class_definition' || c.type === 'lambda') continue;
      if (c.type === 'return_statement' || (yields && c.type === 'yield')) out.push(c.namedChildren[0] ?? null);
      else walk(c);
    }
  };
  const body = node.childForFieldName('body');
  if (body) walk(body);
  return out;
}
