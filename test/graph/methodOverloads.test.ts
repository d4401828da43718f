/**
 * TypeScript method overloads are one definition, as function overloads are
 * (newcomer report on typeorm: `callers EntityManager.save` was "Ambiguous: 7
 * definitions"): a bodiless signature followed directly by a same-named
 * member of the same body merges into it, which starts at the first
 * signature — in classes, interfaces and abstract classes. A same-named
 * member of another body (the class implementing the interface) stays apart.
 * A method signature of an anonymous object type in a parameter is no
 * definition: TypeScript `f(x: { total(): number })`, Go
 * `func use(x interface{ total() int })`.
 */
import * as assert from 'node:assert/strict';
import { defsIn, describeGraph, expectEdges } from './helpers';

const MANAGER = [
  'export interface Saver {',
  '  /** Saves many. */',
  '  save(items: string[]): number;',
  '  save(item: string): number;',
  '  size(): number;',
  '}',
  'export abstract class Base {',
  '  abstract load(id: number): string;',
  '  abstract load(id: string): string;',
  '}',
  'export class Manager extends Base implements Saver {',
  '  /** Saves one or many. */',
  '  save(items: string[]): number;',
  '  save(item: string): number;',
  '  save(x: string | string[]): number {',
  '    return count(x);',
  '  }',
  '  size(): number { return 0; }',
  '  load(id: number | string): string { return String(id); }',
  '}',
  'export function count(x: unknown): number { return 1; }',
  'export function useTotal(x: { total(): number }, y: { size(): number }): number { return x.total() + y.size(); }',
  '',
].join('\n');

const USE = [
  "import { Manager, type Saver } from './manager';",
  'export function useIt(m: Manager, s: Saver): number {',
  "  m.save('a');",
  "  m.save(['a']);",
  "  return s.save('b');",
  '}',
  '',
].join('\n');

const GO = [
  'package main',
  '',
  'type Basket struct{}',
  '',
  'func (b *Basket) total() int { return 0 }',
  '',
  'type Totaler interface {',
  '\ttotal() int',
  '}',
  '',
  'func useGo(x interface{ total() int }) int { return x.total() }',
  '',
  'func useBasket() int { b := &Basket{}; return b.total() }',
  '',
].join('\n');

describeGraph('code graph: method overloads and anonymous interface methods', { 'src/manager.ts': MANAGER, 'src/use.ts': USE, 'b.go': GO }, 'method-overloads', (fx) => {
  it('overload signatures merge with the member after them, which starts at the first one', async () => {
    await fx.graph.ensure(120_000);
    assert.deepEqual(defsIn(fx, 'src/manager.ts'), [
      'interface Saver 1',
      'method Saver.save 3',
      'method Saver.size 5',
      'class Base 7',
      'method Base.load 8',
      'class Manager 11',
      'method Manager.save 13',
      'method Manager.size 18',
      'method Manager.load 19',
      'function count 21',
      'function useTotal 22',
    ]);
    const [save] = fx.graph.findDefinitions('Manager.save');
    assert.equal(save.endLine, 17);
    assert.equal(save.doc, 'Saves one or many.');
    assert.equal(fx.graph.findDefinitions('Saver.save')[0].doc, 'Saves many.');
  });

  it('a method signature of an anonymous object type in a parameter is no definition', async () => {
    assert.deepEqual(
      fx.graph.findDefinitions('size').map((d) => d.name),
      ['Saver.size', 'Manager.size'],
    );
  });

  it('an overloaded method is one definition with the callers of every signature', async () => {
    await expectEdges(fx, 'code_callers', {
      'Manager.save': ['src/use.ts:useIt:receiver'],
      'Saver.save': ['src/use.ts:useIt:receiver'],
      count: ['src/manager.ts:Manager.save:same-file'],
    });
  });

  it('a Go method spec of an anonymous parameter interface is no definition; a named interface keeps its own', async () => {
    assert.deepEqual(defsIn(fx, 'b.go'), ['class Basket 3', 'method Basket.total 5', 'interface Totaler 7', 'method Totaler.total 8', 'function useGo 11', 'function useBasket 13']);
    await expectEdges(fx, 'code_callers', { 'total @ b.go:5': ['b.go:useBasket:receiver'] });
    const r = await fx.call('code_callers', { symbol: 'total', path: 'b.go' });
    assert.doesNotMatch(r.text, /useGo|chosen over/);
  });
});
