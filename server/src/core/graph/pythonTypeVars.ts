/**
 * Python methods typed through a TypeVar (newcomer, issue 3: httpx's
 * `T = typing.TypeVar("T", bound="Client")` and `def __enter__(self: T) -> T`,
 * behind every `with httpx.Client() as client:`). A TypeVar stands for the
 * type of the argument it annotates (PEP 484, "Generics"; "Annotating
 * instance and class methods"), so a method whose `self` is annotated `T`
 * (or `cls` `type[T]`) and that returns `T` returns the type of its receiver;
 * elsewhere a return annotated with a TypeVar declared `bound=C` in the
 * module is at least a C, its bound.
 */
import type { Node, Tree } from 'web-tree-sitter';
import { annotatedClass } from './pythonAnnotations';

/** `TypeVar("T", bound="Client")`, `typing.TypeVar('T', bound=Client)`, `t.TypeVar(…)`: the call's function. */
const TYPEVAR = /^(?:\w+\.)?TypeVar$/;

const boundsByTree = new WeakMap<Tree, Map<string, string>>();

/**
 * The module-level TypeVars of `root`'s file declared with a class bound:
 * name → the bound as written (quotes dropped; `bound="Client"` → `Client`).
 * TypeVars without a bound, or bound to no single class (`bound=A | B`), are
 * left out. Cached per tree.
 */
export function typeVarBounds(root: Node): Map<string, string> {
  const cached = boundsByTree.get(root.tree);
  if (cached) return cached;
  const out = new Map<string, string>();
  for (const st of root.namedChildren) {
    const a = st?.type === 'expression_statement' ? st.namedChild(0) : null;
    if (a?.type !== 'assignment') continue;
    const left = a.childForFieldName('left');
    const right = a.childForFieldName('right');
    if (left?.type !== 'identifier' || right?.type !== 'call' || !TYPEVAR.test(right.childForFieldName('function')?.text ?? '')) continue;
    for (const arg of right.childForFieldName('arguments')?.namedChildren ?? []) {
      if (arg?.type !== 'keyword_argument' || arg.childForFieldName('name')?.text !== 'bound') continue;
      const bound = annotatedClass(arg.childForFieldName('value')?.text ?? '');
      if (bound) out.set(left.text, bound);
    }
  }
  boundsByTree.set(root.tree, out);
  return out;
}

/**
 * What a method returning `ret` (its return annotation, as annotatedClass
 * reads it) gives, when `ret` is a TypeVar: 'this' (the receiver's class,
 * DefRec.returns) when the first parameter `self: T` / `cls: type[T]` is
 * annotated with that same TypeVar, else the TypeVar's module-level bound
 * (`bound="Client"` → `Client`); undefined when `ret` is no TypeVar of the
 * module and not the self parameter's annotation. `fn` is the
 * function_definition node.
 */
export function typeVarReturn(fn: Node, ret: string): 'this' | string | undefined {
  const first = fn.childForFieldName('parameters')?.namedChildren[0];
  if (first?.type === 'typed_parameter') {
    const name = first.namedChildren.find((c) => c?.type === 'identifier')?.text;
    const ann = (first.childForFieldName('type')?.text ?? '').replace(/\s+/g, '').replace(/^(['"])(.*)\1$/, '$2');
    if (name === 'self' && ann === ret) return 'this';
    if (name === 'cls' && new RegExp(`^(?:\\w+\\.)?[Tt]ype\\[['"]?${ret.replace(/\./g, '\\.')}['"]?\\]$`).test(ann)) return 'this';
  }
  return typeVarBounds(fn.tree.rootNode).get(ret);
}
