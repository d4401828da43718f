/**
 * Ruby anonymous classes: `Class.new(Base) do … end` not assigned to a
 * constant (`c = Class.new(Rack::QueryParser::Params) do def initialize(*)
 * … end end` in a test). Its `def`s are the new class's methods, not the
 * methods of the class or test around it (newcomer: rack's spec_request.rb
 * showed them as `RackRequestTest#initialize`). It is a class named `$1`,
 * `$2`… in its enclosing definition, as Java's, Kotlin's and PHP's anonymous
 * classes are (langJvm anonymousName), its superclass Base its base. A
 * constant-assigned `X = Class.new(Base) do` is class X (langRuby's query).
 */
import type { Node } from 'web-tree-sitter';
import type { DefRec } from './types';
import { anonymousOrdinal, type AnonymousRules } from './anonymousNames';

/** Block calls that are definitions holding their own anonymous classes: test cases and hooks (langRuby's test pattern), and `Class.new` itself. */
const HOLDER_CALLS = /^(it|test|specify|example|scenario|xit|fit|xtest|xspecify|before|after|around|setup|teardown|describe|context|suite|feature|xdescribe|fdescribe|xcontext|define_method)$/;

/** Whether `node` is `Class.new(…) do … end` / `Class.new { … }` with a block, not the value of a constant assignment. */
export function rubyAnonymousClass(node: Node): boolean {
  if (node.type !== 'call' || !node.childForFieldName('block')) return false;
  if (node.childForFieldName('receiver')?.text !== 'Class' || node.childForFieldName('method')?.text !== 'new') return false;
  const p = node.parent;
  return !(p?.type === 'assignment' && p.childForFieldName('right')?.id === node.id && p.childForFieldName('left')?.type === 'constant');
}

/** Whether `n` is a definition whose body numbers the anonymous classes in it: a class, module, method, test block or anonymous class. */
function holder(n: Node): boolean {
  if (n.type === 'class' || n.type === 'module' || n.type === 'method' || n.type === 'singleton_method') return true;
  if (n.type !== 'call' || !n.childForFieldName('block')) return false;
  return rubyAnonymousClass(n) || (!n.childForFieldName('receiver') && HOLDER_CALLS.test(n.childForFieldName('method')?.text ?? ''));
}

/**
 * The name of anonymous class `node`: `$` and its number among the anonymous
 * classes of the definition around it (a method, test case, class, module,
 * or the file), 1 for the first in source order, those inside another
 * definition numbered in that one.
 */
function anonymousName(node: Node): string {
  return anonymousOrdinal(node, holder, RUBY_ANONYMOUS);
}

/** Ruby's anonymous classes: the superclass argument belongs to the definition around them, their block numbers its own. */
const RUBY_ANONYMOUS: AnonymousRules = {
  isAnonymous: (n) => rubyAnonymousClass(n),
  outerPart: (c) => c.type === 'argument_list',
  ownsNumbering: (n) => holder(n),
};

/** Ruby's defExtra for an anonymous class (`Class.new(Base) do`): its name `$1`… (anonymousName), its signature `Class.new(Base)`, Base its base (langRuby readClass adds included modules). */
export function rubyAnonymousDef(def: DefRec, node: Node): void {
  def.name = anonymousName(node);
  const args = node.childForFieldName('arguments');
  def.signature = `Class.new${args?.text ?? ''}`;
  def.exported = false;
  const sup = args?.namedChildren[0];
  if (sup && (sup.type === 'constant' || sup.type === 'scope_resolution')) def.bases = [sup.text];
}
