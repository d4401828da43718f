/**
 * C and C++ functions handed on as values (CallRec kind `ref`; GraphReads
 * resolveValue): a function pointer passed as an argument (`qsort(xs, n,
 * sizeof *xs, cmp)`, `signal(SIGINT, on_sig)`, `pthread_create(&t, 0,
 * worker, 0)`), stored in a struct's initializer (`{ .read = my_read }`,
 * `{ "ls", cmd_ls }`), assigned (`ops->read = my_read`, `cb f = g`) or
 * returned; each also written `&f`, and in C++ a member's `&Shape::area`.
 *
 * The grammar cannot tell a function's name from a variable's, so
 * dropLocalValues leaves out names a function declares itself (parameters,
 * locals, loop variables: function-wide) and all-capital names (macros and
 * constants by convention, `SIGINT`); what is left resolves to functions
 * only, so a global variable's name makes no edge.
 */
import type { Node } from 'web-tree-sitter';
import type { FileRec } from './types';
import { dropDeclaredValues, type Declare } from './declaredValues';

/** A bare name, or `&name`, as the value. */
const NAMED = ['(identifier) @name @ref.value', '(pointer_expression operator: "&" argument: (identifier) @name) @ref.value'];
/** C++ `&Shape::area` (a pointer to member), `&geo::area` and `Shape::less`: the scope as the receiver. */
const QUALIFIED = [
  '(pointer_expression operator: "&" argument: (qualified_identifier scope: (_) @recv name: (identifier) @name)) @ref.value',
  // `std::sort(b, e, Shape::less)`: a static member or a namespace's function, without `&`.
  '(qualified_identifier scope: (_) @recv name: (identifier) @name) @ref.value',
];

/** Where a value is handed on: an argument, an initializer's element or designated value, an assignment's right side, a declarator's value, a returned value. */
const PLACES = (v: string): string[] => [
  `(argument_list ${v})`,
  `(initializer_list ${v})`,
  `(initializer_pair value: ${v})`,
  `(assignment_expression right: ${v})`,
  `(init_declarator value: ${v})`,
  `(return_statement ${v})`,
];

/** The `ref.value` query patterns of C. */
export const C_VALUE_PATTERNS: readonly string[] = NAMED.flatMap(PLACES);
/** The `ref.value` query patterns of C++: C's and the qualified ones. */
export const CPP_VALUE_PATTERNS: readonly string[] = [...NAMED, ...QUALIFIED].flatMap(PLACES);

/** Declarations whose declarators bind names in a function body (a parameter, a local, C++'s range-for variable, a field of a class or struct declared in it, which its methods read by name). */
const DECLARING = ['parameter_declaration', 'optional_parameter_declaration', 'variadic_parameter_declaration', 'declaration', 'for_range_loop', 'field_declaration'];
/** Macros and constants by convention: never a function handed on. */
const ALL_CAPS = /^[A-Z][A-Z0-9_]*$/;

/** The identifier a declarator names, through pointers, arrays, references, an initializer and a function pointer's parentheses (`int (*cb)(int)`). */
function declaredName(d: Node | null): string | undefined {
  for (let n = d, guard = 0; n && guard < 12; guard++) {
    if (n.type === 'identifier' || n.type === 'field_identifier') return n.text;
    // `void helper(int);` in a body declares a function, no local: its name still means the function.
    if (n.type === 'function_declarator' && n.childForFieldName('declarator')?.type === 'identifier') return undefined;
    n = n.childForFieldName('declarator') ?? n.namedChildren.find((c) => c?.type !== 'parameter_list' && c?.type !== 'attribute_specifier') ?? null;
  }
  return undefined;
}

/** The names the declarations inside `fn` declare (its parameters, locals, loop variables; function prototypes in a body are none). */
function declaredIn(_fn: Node, add: Declare, own: (types: readonly string[]) => Node[]): void {
  for (const decl of own(DECLARING)) {
    if (!decl) continue;
    for (const d of decl.childrenForFieldName('declarator')) {
      const name = declaredName(d);
      if (name) add(name, decl);
    }
  }
}

/** Where a C or C++ local's name reaches to: its block, the loop declaring it (`for (int i = 0; …)`, a range-for). */
const BLOCKS: ReadonlySet<string> = new Set(['compound_statement', 'for_statement', 'for_range_loop']);
/** A class's members are named in all its body, above their declaration too. */
const MEMBERS: ReadonlySet<string> = new Set(['field_declaration_list']);

/**
 * Drops the bare `ref` calls of `rec` that are no function: an all-capital name, or a name the function
 * definition (`function_definition`, C++ lambdas included in the function around them) they are made in
 * declares as a parameter, local or loop variable (declaredValues.ts); and the bare calls of such a local
 * (a lambda held by `auto f = […]`, a function pointer parameter), which call no function of that name.
 */
export function dropLocalValues(rec: FileRec, root: Node): void {
  dropMisreadPrototypes(rec, root);
  dropDeclaredValues(rec, root, ['function_definition'], BLOCKS, declaredIn, { drop: (c) => ALL_CAPS.test(c.name), unordered: MEMBERS, calls: true });
}

/**
 * `LUA_API lua_Number (lua_version) (lua_State *L);`: a prototype whose name is in parentheses after a type the
 * grammar does not know (a typedef of a header) reads at file scope as `lua_Number(lua_version)(…)`, a call
 * handing lua_version on (newcomer 32). Outside every function no code runs: the call and the value recorded
 * for that shape — a call of one name whose result is called — are dropped.
 */
function dropMisreadPrototypes(rec: FileRec, root: Node): void {
  const places = new Set<string>();
  // Only the bare calls made outside every definition are looked at, from their name's node: no walk of the whole tree.
  for (const c of rec.calls) {
    if (c.from >= 0 || c.kind !== 'call' || c.recv !== undefined) continue;
    const fn = root.descendantForPosition({ row: c.line - 1, column: c.col });
    const inner = fn?.parent;
    const outer = inner?.parent;
    if (!fn || fn.type !== 'identifier' || inner?.type !== 'call_expression' || outer?.type !== 'call_expression' || outer.childForFieldName('function')?.id !== inner.id) continue;
    const arg = inner.childForFieldName('arguments')?.namedChildren;
    if (inner.childForFieldName('function')?.id !== fn.id || arg?.length !== 1 || arg[0]?.type !== 'identifier') continue;
    for (const n of [fn, arg[0]]) places.add(`${n.startPosition.row + 1}:${n.startPosition.column}`);
  }
  if (places.size) rec.calls = rec.calls.filter((c) => c.from >= 0 || !places.has(`${c.line}:${c.col}`));
}
