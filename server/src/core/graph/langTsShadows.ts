/**
 * Where a TypeScript/JavaScript callback parameter's name means another
 * variable: the nested functions (arrows, function expressions and
 * declarations, methods) inside the callback that declare a parameter of the
 * same name. There the inner parameter is the variable the name reads
 * (ECMA-262 FunctionDeclarationInstantiation: a function's parameters are
 * bound in its own environment, which shadows the one around it), so a
 * rename of the outer parameter (FileBuilder.rename: a collection callback's
 * element, langTsTypes callbackElements; a contextually typed parameter,
 * langTsParamTypes contextualParams) must not reach inside them. So with the
 * blocks that declare a variable of the name (`{ const c = new Ctx(); c.run() }`,
 * `for (const c of xs)`: ECMA-262 BlockDeclarationInstantiation, the whole
 * block is the new variable's, the let/const binding shadowing the outer one)
 * and the catch clauses whose parameter it is (`catch (c) { … }`: the clause's
 * own variable, of no known type).
 */
import type { Node } from 'web-tree-sitter';

/** Node types of a function that declares its own parameters. */
const NESTED_FUNCTIONS = ['arrow_function', 'function_expression', 'function', 'function_declaration', 'generator_function', 'generator_function_declaration', 'method_definition'];

/** NESTED_FUNCTIONS and the nodes declaring a block's variable: a let/const declaration, a `for … of`/`in` loop's, a catch clause. */
const SHADOWING = [...NESTED_FUNCTIONS, 'lexical_declaration', 'for_in_statement', 'catch_clause'];

/** A range [start, end) of the source, in UTF-16 code units as tree-sitter's startIndex / endIndex. */
export interface Range {
  start: number;
  end: number;
}

/**
 * The ranges inside callback `cb` (not `cb` itself) where `name` is another
 * variable: the nested functions whose parameters declare `name` — plain
 * (`c`, `c: T`, `c?`, `c = 1`), rest (`...c`) or inside a destructuring
 * pattern (`{ c }`, `{ a: c }`, `[c]`) —, the statement holding a let/const
 * declaration of it (its block, a `for` loop) and the catch clauses whose
 * parameter it is. Empty when none does.
 */
export function shadowingFunctions(cb: Node, name: string): Range[] {
  const out: Range[] = [];
  for (const fn of cb.descendantsOfType(SHADOWING)) {
    if (!fn || fn.id === cb.id) continue;
    const ft = fn.type;
    if (ft === 'lexical_declaration') {
      const holder = fn.parent;
      if (holder && holder.id !== cb.id && fn.namedChildren.some((d) => d?.type === 'variable_declarator' && declaresIn(d.childForFieldName('name'), name))) out.push({ start: holder.startIndex, end: holder.endIndex });
      continue;
    }
    if (ft === 'for_in_statement') {
      // `for (const c of xs)` (the grammar's `kind`; a `var` is the function's, the parameter itself).
      const kind = fn.childForFieldName('kind')?.type;
      if ((kind === 'const' || kind === 'let') && declaresIn(fn.childForFieldName('left'), name)) out.push({ start: fn.startIndex, end: fn.endIndex });
      continue;
    }
    if (ft === 'catch_clause') {
      if (declaresIn(fn.childForFieldName('parameter'), name)) out.push({ start: fn.startIndex, end: fn.endIndex });
      continue;
    }
    const single = fn.childForFieldName('parameter');
    const params = single ? [single] : (fn.childForFieldName('parameters')?.namedChildren ?? []);
    if (params.some((p) => p && declares(p, name))) out.push({ start: fn.startIndex, end: fn.endIndex });
  }
  return out;
}

/** Whether parameter or pattern `p` declares the variable `name` (its types and default values are not read). */
function declares(p: Node, name: string): boolean {
  switch (p.type) {
    case 'identifier':
    case 'shorthand_property_identifier_pattern':
      return p.text === name;
    case 'required_parameter':
    case 'optional_parameter': {
      const pat = p.childForFieldName('pattern');
      return pat !== null && declares(pat, name);
    }
    case 'assignment_pattern':
    case 'object_assignment_pattern': {
      const left = p.childForFieldName('left');
      return left !== null && declares(left, name);
    }
    case 'pair_pattern': {
      const value = p.childForFieldName('value');
      return value !== null && declares(value, name);
    }
    case 'rest_pattern':
    case 'object_pattern':
    case 'array_pattern':
      return p.namedChildren.some((c) => c !== null && declares(c, name));
    default:
      return false;
  }
}

/** declares of a pattern that may be absent (a declarator's name, a catch clause's parameter). */
function declaresIn(p: Node | null, name: string): boolean {
  return p !== null && declares(p, name);
}
