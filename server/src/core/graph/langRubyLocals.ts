/**
 * Ruby local variables (langRuby's last step): a bare name is a method call
 * only where no local variable of that name is in scope, so the calls the
 * query recorded for names that are locals there are dropped. Ruby's rule
 * (the parser's): a name is a local from where an assignment, parameter,
 * `rescue => x`, `for x in` or pattern names it to the end of its method,
 * class body or file; one first named inside a block is that block's own.
 */
import type { Node } from 'web-tree-sitter';
import type { FileRec } from './types';

/** Nodes that give a name to a local variable: assignments, parameter lists, `rescue => e`, `for x in`, patterns (`in [*xs]`, `=> {xs:}`). */
const LOCAL_BINDERS = ['assignment', 'operator_assignment', 'method_parameters', 'block_parameters', 'lambda_parameters', 'exception_variable', 'for', 'in_clause', 'match_pattern', 'test_pattern'];
/** Nodes whose local variables code inside cannot see. */
const LOCAL_SCOPES = new Set(['method', 'singleton_method', 'class', 'module', 'singleton_class', 'program']);
/** Blocks see their method's locals, but a local first named inside one (its parameters too) is the block's own. */
const BLOCKS = new Set(['block', 'do_block', 'lambda']);
/** Targets of a multiple assignment that hold names (`a, (b, c), *d = …`; not `x.y` or `x[i]`). */
const TARGET_LISTS = new Set(['left_assignment_list', 'destructured_left_assignment', 'rest_assignment']);
/** Parts of a pattern that read a variable instead of binding one (`^x`, `^(expr)`). */
const PINS = new Set(['variable_reference_pattern', 'expression_reference_pattern']);

/** One local variable's naming: where it is named (a character offset) and the code that sees it (offsets, end exclusive). */
interface Local {
  at: number;
  from: number;
  to: number;
}

/** The local variables a file names, by name (see LOCAL_BINDERS), each with the method, class body, block or file that sees it. */
function localsOf(root: Node): Map<string, Local[]> {
  const out = new Map<string, Local[]>();
  const add = (id: Node) => {
    let region = id.parent;
    while (region && !LOCAL_SCOPES.has(region.type) && !BLOCKS.has(region.type)) region = region.parent;
    const l: Local = { at: id.startIndex, from: region?.startIndex ?? 0, to: region?.endIndex ?? Infinity };
    const list = out.get(id.text);
    if (list) list.push(l);
    else out.set(id.text, [l]);
  };
  // Every identifier below `n` binds, but not a default value's (`b = compute`), a pin's or a receiver's.
  const names = (n: Node | null): void => {
    if (!n || PINS.has(n.type)) return;
    if (n.type === 'identifier') return add(n);
    // `in {items:}` binds `items`.
    if (n.type === 'keyword_pattern' && !n.childForFieldName('value')) {
      const key = n.childForFieldName('key');
      if (key) add(key);
      return;
    }
    if (n.type === 'call' || n.type === 'element_reference') return;
    for (let i = 0; i < n.namedChildCount; i++) {
      if (n.fieldNameForNamedChild(i) !== 'value' || n.type.endsWith('pattern')) names(n.namedChild(i));
    }
  };
  for (const b of root.descendantsOfType(LOCAL_BINDERS)) {
    if (!b) continue;
    if (b.type === 'assignment' || b.type === 'operator_assignment') {
      const left = b.childForFieldName('left');
      if (left?.type === 'identifier') add(left);
      else if (left && TARGET_LISTS.has(left.type)) names(left);
    } else if (b.type === 'for') names(b.childForFieldName('pattern'));
    else if (b.type === 'in_clause' || b.type === 'match_pattern' || b.type === 'test_pattern') names(b.childForFieldName('pattern'));
    else names(b);
  }
  return out;
}

/** Keywords the grammar reads as names (`__FILE__`, `__LINE__`, `__ENCODING__`). */
const KEYWORDS = /^__[A-Z]+__$/;

/** Scopes whose name, superclass or `class << x` value is read outside them: only their body is theirs. */
const OPENERS = new Set(['class', 'module', 'singleton_class']);

/** Whether node `n` lies in the body of `opener` (one of OPENERS). */
function opens(opener: Node, n: Node): boolean {
  const body = opener.childForFieldName('body');
  return !!body && n.startIndex >= body.startIndex && n.endIndex <= body.endIndex;
}

/** Nodes whose identifier child names what is defined, not a value read: `def x`, `def obj.x`, `def x=(v)`, `alias new old`, `undef x`. */
const NAMING = new Set(['method', 'singleton_method', 'setter', 'alias', 'undef']);

/**
 * Keeps, of the names the query recorded as receiverless calls, the method
 * calls. Every identifier is recorded (RUBY's last patterns), because Ruby
 * reads a bare name that is no local variable as a call of a method of
 * `self` wherever it stands (`total + 1`, `foo(bar)`, `"#{name}"`, `headers.key?`).
 * Dropped: a method's own name (`def x`, `alias`), the method name of `a.x`
 * (recorded with its receiver), a repeat of the same call, and a name that is
 * a local variable there — named (this occurrence too) by an assignment, a
 * parameter, `rescue => x`, `for x in` or a pattern (`in [*x]`, `in {x:}`,
 * `=> {x:}`) before it in the method (or class body, file; a block's own
 * locals only inside that block): `app = …; app` returns the variable and
 * calls no `app`. Also dropped: a parameterless block's implicit parameter
 * (`it`, Ruby 3.4; `_1`, Ruby 2.7) and what `defined?` asks about
 * (`defined?(x)`, the method of `defined?(a.x)`: Ruby evaluates neither).
 * `src` is the file's text (only looked into for `defined?`).
 */
export function dropLocalReads(rec: FileRec, root: Node, src: string): void {
  let locals: Map<string, Local[]> | undefined;
  const seen = new Set<string>();
  const asked = src.includes('defined?') ? definedOperands(root) : undefined;
  rec.calls = rec.calls.filter((c) => {
    if (c.kind !== 'call') return true;
    if (asked?.has(`${c.line}:${c.col}`)) return false;
    if (c.recv !== undefined) return true;
    const key = `${c.line}:${c.col}:${c.name}`;
    if (seen.has(key)) return false;
    seen.add(key);
    const n = root.descendantForPosition({ row: c.line - 1, column: c.col });
    // `g(x:)`: the key names the value passed.
    if (!n || (n.type !== 'identifier' && n.type !== 'hash_key_symbol') || n.text !== c.name) return true;
    const p = n.parent;
    // `app(…)`, `app do … end`: a call whatever locals there are; `x.app`: recorded with its receiver.
    if (p?.type === 'call' && p.childForFieldName('method')?.id === n.id) return !p.childForFieldName('receiver');
    if ((p && NAMING.has(p.type)) || KEYWORDS.test(c.name) || isBlockParameter(n)) return false;
    let scope: Node | null = p;
    // `class << app_body`, `class A < base`: read outside the body they open.
    while (scope && !(LOCAL_SCOPES.has(scope.type) && (!OPENERS.has(scope.type) || opens(scope, n)))) scope = scope.parent;
    const from = scope?.startIndex ?? 0;
    locals ??= localsOf(root);
    return !locals.get(c.name)?.some((l) => l.at <= n.startIndex && l.from >= from && l.from <= n.startIndex && n.endIndex <= l.to);
  });
}

/** Where the names `defined?` asks about stand (`line:col`, 1-based line): `defined?(x)`, `defined? x`, the method of `defined?(a.x)`; Ruby calls none of them. */
function definedOperands(root: Node): Set<string> {
  const out = new Set<string>();
  for (const u of root.descendantsOfType('unary')) {
    if (u?.child(0)?.type !== 'defined?') continue;
    let x = u.childForFieldName('operand');
    if (x?.type === 'parenthesized_statements' && x.namedChildCount === 1) x = x.namedChild(0);
    if (x?.type === 'call') x = x.childForFieldName('method');
    if (x?.type === 'identifier') out.add(`${x.startPosition.row + 1}:${x.startPosition.column}`);
  }
  return out;
}

/** Implicit block parameters: `it` (Ruby 3.4) and `_1`…`_9` (Ruby 2.7). */
const IMPLICIT_PARAMS = /^(it|_[1-9])$/;

/** Whether bare name `n` is a block's implicit parameter (`list.each { puts it }`): the nearest block has no parameters of its own. */
function isBlockParameter(n: Node): boolean {
  if (!IMPLICIT_PARAMS.test(n.text)) return false;
  for (let p = n.parent; p && !LOCAL_SCOPES.has(p.type); p = p.parent) {
    if (p.type === 'block' || p.type === 'do_block') return !p.childForFieldName('parameters');
  }
  return false;
}
