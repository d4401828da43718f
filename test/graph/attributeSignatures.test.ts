/**
 * PHP attributes (`#[Test]`, `#[Route('/x')]`) and Swift attributes
 * (`@discardableResult`, `@objc`, `@MainActor`) are the declaration's, as
 * Java's annotations and C#'s attributes are (issue 3): its range starts at
 * the first (a `path:line` on one means the declaration, why covers them),
 * answers print its name's line, and its signature starts past them (a
 * Swift one's showed `@objc @available(iOS 13, *) public func reload()`).
 */
import * as assert from 'node:assert/strict';
import { describeGraph, toolItems } from './helpers';
import { locateSymbol } from '../../server/src/core/graph/locator';

// A Symfony controller and a PHPUnit test, as written.
const PHP = [
  '<?php', // 1
  'namespace App\\Controller;', // 2
  '', // 3
  "#[Route('/cart')]", // 4
  'final class CartController', // 5
  '{', // 6
  "    #[Route('/show', name: 'cart_show', methods: ['GET'])]", // 7
  '    public function show(): Response', // 8
  '    {', // 9
  '        return $this->render();', // 10
  '    }', // 11
  '', // 12
  "    #[Required] public function render(): Response { return new Response(); }", // 13
  '}', // 14
  '', // 15
  '#[Pure]', // 16
  'function total(array $xs): int', // 17
  '{', // 18
  '    return count($xs);', // 19
  '}', // 20
  '',
].join('\n');

const PHP_TEST = [
  '<?php', // 1
  'namespace App\\Tests;', // 2
  'use function App\\Controller\\total;', // 3 (an unqualified name is the current namespace's or the global one's)
  'use PHPUnit\\Framework\\Attributes\\DataProvider;', // 4
  'use PHPUnit\\Framework\\Attributes\\Test;', // 5
  'use PHPUnit\\Framework\\TestCase;', // 6
  '', // 7
  'final class CartTest extends TestCase', // 8
  '{', // 9
  '    /** Adds the items given. */', // 10
  '    #[Test]', // 11
  "    #[DataProvider('counts')]", // 12
  '    public function addsItems(int $n): void', // 13
  '    {', // 14
  '        $this->assertSame($n, total([$n]));', // 15
  '    }', // 16
  '}', // 17
  '',
].join('\n');

// A SwiftUI-era store: attributes on lines of their own, stacked, and on the declaration's line.
const SWIFT = [
  'import Foundation', // 1
  '', // 2
  '@MainActor', // 3
  'final class Store {', // 4
  '    /// Saves one item.', // 5
  '    @discardableResult', // 6
  '    func save(_ item: Int) -> Bool {', // 7
  '        return helper()', // 8
  '    }', // 9
  '', // 10
  '    @objc', // 11
  '    @available(iOS 13, *)', // 12
  '    public func reload() {', // 13
  '        _ = helper()', // 14
  '    }', // 15
  '', // 16
  '    @inlinable public static func make() -> Store { Store() }', // 17
  '', // 18
  '    func helper() -> Bool { true }', // 19
  '}', // 20
  '', // 21
  'protocol Saver {', // 22
  '    @discardableResult', // 23
  '    func save(_ item: Int) -> Bool', // 24
  '}', // 25
  '',
].join('\n');

describeGraph(
  'code graph: PHP and Swift attributes are the declaration’s, outside its signature',
  { 'src/Controller/CartController.php': PHP, 'tests/CartTest.php': PHP_TEST, 'Sources/Store.swift': SWIFT },
  'attribute-signatures',
  (fx) => {
    const items = (tool: string, args: Record<string, unknown>) => toolItems(fx, tool, args);
    const rec = (path: string, name: string) => fx.graph.data.files.get(path)!.defs.find((d) => d.name === name)!;

    it('signatures start past the attributes', () => {
      const php = 'src/Controller/CartController.php';
      assert.equal(rec(php, 'CartController').signature, 'final class CartController');
      assert.equal(rec(php, 'show').signature, 'public function show(): Response');
      assert.equal(rec(php, 'render').signature, 'public function render(): Response');
      assert.equal(rec(php, 'total').signature, 'function total(array $xs): int');
      assert.equal(rec('tests/CartTest.php', 'addsItems').signature, 'public function addsItems(int $n): void');
      const swift = 'Sources/Store.swift';
      assert.equal(rec(swift, 'Store').signature, 'final class Store');
      assert.equal(rec(swift, 'reload').signature, 'public func reload()');
      assert.equal(rec(swift, 'make').signature, 'public static func make() -> Store');
      const saves = fx.graph.data.files.get(swift)!.defs.filter((d) => d.name === 'save').map((d) => d.signature);
      assert.deepEqual(saves, ['func save(_ item: Int) -> Bool', 'func save(_ item: Int) -> Bool']);
    });

    it('the doc above the attributes stays the declaration’s, and a test attribute still makes a test', () => {
      const t = rec('tests/CartTest.php', 'addsItems');
      assert.equal(t.doc, 'Adds the items given.');
      assert.equal(t.kind, 'test');
      assert.equal(fx.graph.data.files.get('Sources/Store.swift')!.defs.find((d) => d.name === 'save' && d.line === 6)?.doc, 'Saves one item.');
    });

    it('outlines list each declaration at its name’s line, its range from its first attribute', async () => {
      const cases: [string, [string, number, number][]][] = [
        ['src/Controller/CartController.php', [['CartController', 5, 14], ['CartController::show', 8, 11], ['CartController::render', 13, 13], ['total', 17, 20]]],
        ['Sources/Store.swift', [['Store', 4, 20], ['Store.save', 7, 9], ['Store.reload', 13, 15], ['Store.make', 17, 17], ['Store.helper', 19, 19], ['Saver', 22, 25], ['Saver.save', 24, 24]]],
      ];
      for (const [path, want] of cases) {
        const { items: got, text } = await items('code_symbol', { path });
        assert.deepEqual(got.map((i) => [i.name, i.line, i.endLine]), want, text);
      }
      const starts = (path: string) => fx.graph.data.files.get(path)!.defs.map((d) => [d.name, d.line, d.nameLine]);
      assert.deepEqual(starts('src/Controller/CartController.php'), [['CartController', 4, 5], ['show', 7, 8], ['render', 13, 13], ['total', 16, 17]]);
      assert.deepEqual(starts('Sources/Store.swift'), [['Store', 3, 4], ['save', 6, 7], ['reload', 11, 13], ['make', 17, 17], ['helper', 19, 19], ['Saver', 22, 22], ['save', 23, 24]]);
    });

    it('a path:line on an attribute means the declaration it belongs to', async () => {
      const route = await items('code_callees', { path: 'src/Controller/CartController.php:7' });
      assert.match(route.text, /^callees of method CartController::show \(src\/Controller\/CartController\.php:8\):/, route.text);
      assert.deepEqual(route.items.map((i) => [i.name, i.line]), [['CartController::render', 13]]);
      const pure = await items('code_symbol', { path: 'src/Controller/CartController.php:16' });
      assert.deepEqual(pure.items.map((i) => [i.name, i.line]), [['total', 17]]);
      const test = await items('code_callees', { path: 'tests/CartTest.php:12' });
      assert.match(test.text, /^callees of test CartTest::addsItems \(tests\/CartTest\.php:13\):/, test.text);
      for (const line of [11, 12]) {
        const objc = await items('code_callees', { path: `Sources/Store.swift:${line}` });
        assert.match(objc.text, /^callees of method Store\.reload \(Sources\/Store\.swift:13\):/, objc.text);
        assert.deepEqual(objc.items.map((i) => [i.name, i.line]), [['Store.helper', 19]]);
      }
      const actor = await items('code_symbol', { path: 'Sources/Store.swift:3' });
      assert.deepEqual(actor.items.map((i) => [i.name, i.line]), [['Store', 4]]);
    });

    it('callers name the caller at its name’s line; why covers from the first attribute', async () => {
      const r = await items('code_callers', { symbol: 'Store.helper' });
      assert.deepEqual(r.items.map((i) => [i.name, i.line]).sort(), [['Store.reload', 13], ['Store.save', 7]]);
      assert.deepEqual(await locateSymbol(fx.engine, 'Store.reload'), [{ name: 'Store.reload', kind: 'method', path: 'Sources/Store.swift', line: 11, nameLine: 13, endLine: 15 }]);
      assert.deepEqual(await locateSymbol(fx.engine, 'CartController::show'), [
        { name: 'CartController::show', kind: 'method', path: 'src/Controller/CartController.php', line: 7, nameLine: 8, endLine: 11 },
      ]);
    });
  },
);
