/**
 * What Ruby blocks run on, recorded for GraphRubyBlocks: the blocks passed to
 * calls (FileRec.rubyBlocks), and the methods that evaluate the block they
 * are given with `self` changed (DefRec.evalsBlock: `instance_eval(&block)`,
 * Rack's `Builder#initialize`) or pass it on to another call
 * (DefRec.passesBlock: `self.new(app, &block)` in `Builder.app`). A bare
 * `use Foo` in `Rack::Builder.new do … end` is then a call of `Builder#use`.
 */
import type { Node } from 'web-tree-sitter';
import type { FileRec } from './types';

/** Methods that run their block with `self` set to their receiver (Ruby's BasicObject and Module docs). */
const EVALUATORS = new Set(['instance_eval', 'instance_exec', 'class_eval', 'class_exec', 'module_eval', 'module_exec']);

/** Name of a method's block parameter (`&block` → `block`), or undefined when it takes none by name. */
function blockParameter(method: Node): string | undefined {
  const params = method.childForFieldName('parameters');
  const p = params?.namedChildren.find((c) => c?.type === 'block_parameter');
  return p?.childForFieldName('name')?.text;
}

/** The `&name` argument of call `call`, if it passes the block parameter `name` on. */
function passesOn(call: Node, name: string): boolean {
  const args = call.childForFieldName('arguments');
  return !!args?.namedChildren.some((a) => a?.type === 'block_argument' && a.namedChildren[0]?.text === name);
}

/**
 * Records FileRec.rubyBlocks (each `do … end` / `{ … }` block passed to a
 * call, with the called name's place) and, for each method taking a block
 * parameter `&b`, DefRec.evalsBlock when its body calls `instance_eval(&b)`
 * (or instance_exec, class_eval, …) on `self`, else DefRec.passesBlock, the
 * first call it passes `&b` to. `defAt` maps a method node's start
 * (`line:col`, 1-based line) to its definition's index.
 */
export function rubyBlockRecords(rec: FileRec, root: Node, defAt: Map<string, number>): void {
  const blocks: NonNullable<FileRec['rubyBlocks']> = [];
  for (const call of root.descendantsOfType('call')) {
    const block = call?.childForFieldName('block');
    const name = call?.childForFieldName('method');
    if (!block || !name) continue;
    const s = block.startPosition;
    const e = block.endPosition;
    blocks.push([s.row + 1, s.column, e.row + 1, e.column, name.startPosition.row + 1, name.startPosition.column]);
  }
  if (blocks.length) rec.rubyBlocks = blocks;
  for (const method of root.descendantsOfType(['method', 'singleton_method'])) {
    const param = method ? blockParameter(method) : undefined;
    const i = method ? defAt.get(`${method.startPosition.row + 1}:${method.startPosition.column}`) : undefined;
    if (!param || i === undefined) continue;
    let passes: [number, number] | undefined;
    for (const call of method!.descendantsOfType('call')) {
      const name = call?.childForFieldName('method');
      if (!call || !name || !passesOn(call, param)) continue;
      const recv = call.childForFieldName('receiver');
      if (EVALUATORS.has(name.text) && (!recv || recv.type === 'self')) {
        rec.defs[i].evalsBlock = true;
        passes = undefined;
        break;
      }
      passes ??= [name.startPosition.row + 1, name.startPosition.column];
    }
    if (passes) rec.defs[i].passesBlock = passes;
  }
}
