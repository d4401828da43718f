/**
 * A TypeScript class member's decorators are part of the member (issue 3:
 * the grammar puts them beside it in the class body, so `@HostListener(…)`
 * above `onClick()` lay outside the method's range and a `path:line` on it
 * found the class). The range starts at the first decorator, as a decorated
 * class's does (an exported one's too, whose decorators the grammar gives
 * the export statement); the name's line stays what answers print, the
 * signature is the member's own and its doc is the comment above the
 * decorators. JavaScript's grammar puts them inside the member already: the
 * same answers.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, toolItems } from './helpers';
import { installSymbolLocator, locateSymbol } from '../../server/src/core/graph/locator';
import { setSymbolLocator, why } from '../../server/src/core/why';

// An Angular component, as written: decorators on the member's line and on lines of their own.
const ANGULAR = [
  "import { Component, HostListener, Input, Output } from '@angular/core';", // 1
  '', // 2
  'export function Debounce(ms: number): MethodDecorator {', // 3
  '  return () => undefined;', // 4
  '}', // 5
  '', // 6
  '@Component({', // 7
  "  selector: 'app-card',", // 8
  '})', // 9
  'export class Card {', // 10
  '  @Input() name: string;', // 11
  '', // 12
  '  @Input()', // 13
  '  set label(v: string) {', // 14
  '    this.render();', // 15
  '  }', // 16
  '', // 17
  '  /** Handles a click on the card. */', // 18
  "  @HostListener('click', ['$event'])", // 19
  '  // Bursts of clicks count once.', // 20
  '  @Debounce(10)', // 21
  '  onClick(e: Event) {', // 22
  '    this.render();', // 23
  '  }', // 24
  '', // 25
  '  @Output()', // 26
  '  changed = () => this.render();', // 27
  '', // 28
  "  render(): string { return ''; }", // 29
  '}', // 30
  '',
].join('\n');

// A TypeORM entity: a decorated class that is not exported, columns (no definitions) and a hook method.
const ENTITY = [
  "import { BeforeInsert, Column, Entity } from 'typeorm';", // 1
  '', // 2
  '@Entity()', // 3
  'class Post {', // 4
  '  @Column()', // 5
  '  title: string;', // 6
  '', // 7
  '  @BeforeInsert() stamp() {', // 8
  '    this.touch();', // 9
  '  }', // 10
  '', // 11
  '  touch() {}', // 12
  '}', // 13
  '',
].join('\n');

// JavaScript (Babel decorators): the grammar puts them inside the method.
const JS = [
  'class Plain {', // 1
  '  @bound', // 2
  '  go() {', // 3
  '    this.other();', // 4
  '  }', // 5
  '', // 6
  '  other() {}', // 7
  '}', // 8
  '',
].join('\n');

describeGraph(
  'code graph: a TypeScript member’s decorators are in its range',
  { 'src/card.component.ts': ANGULAR, 'src/post.ts': ENTITY, 'src/plain.js': JS },
  'decorated-member-ranges',
  (fx) => {
    const items = (tool: string, args: Record<string, unknown>) => toolItems(fx, tool, args);
    const rec = (path: string, name: string) => fx.graph.data.files.get(path)!.defs.find((d) => d.name === name)!;

    it('the record starts at the first decorator, its name line at the name', async () => {
      const at = (path: string, name: string) => {
        const d = rec(path, name);
        return [d.line, d.nameLine, d.endLine];
      };
      assert.deepEqual(at('src/card.component.ts', 'Card'), [7, 10, 30]);
      assert.deepEqual(at('src/card.component.ts', 'label'), [13, 14, 16]);
      assert.deepEqual(at('src/card.component.ts', 'onClick'), [19, 22, 24]);
      assert.deepEqual(at('src/card.component.ts', 'changed'), [26, 27, 27]);
      assert.deepEqual(at('src/card.component.ts', 'render'), [29, 29, 29]);
      assert.deepEqual(at('src/post.ts', 'Post'), [3, 4, 13]);
      assert.deepEqual(at('src/post.ts', 'stamp'), [8, 8, 10]);
      assert.deepEqual(at('src/plain.js', 'go'), [2, 3, 5]);
    });

    it('the outline lists each member at its name’s line', async () => {
      const outline = await items('code_symbol', { path: 'src/card.component.ts' });
      assert.deepEqual(
        outline.items.map((i) => [i.name, i.line, i.endLine]),
        [['Debounce', 3, 5], ['Card', 10, 30], ['Card.label', 14, 16], ['Card.onClick', 22, 24], ['Card.changed', 27, 27], ['Card.render', 29, 29]],
      );
      assert.match(outline.text, /^src\/card\.component\.ts:22 {2}method Card\.onClick {2}onClick\(e: Event\)$/m, outline.text);
    });

    it('signatures are the member’s own, without its decorators; the doc is the comment above them', () => {
      assert.equal(rec('src/card.component.ts', 'label').signature, 'set label(v: string)');
      assert.equal(rec('src/card.component.ts', 'onClick').signature, 'onClick(e: Event)');
      assert.equal(rec('src/card.component.ts', 'changed').signature, 'changed = () => …');
      assert.equal(rec('src/card.component.ts', 'Card').signature, 'class Card');
      assert.equal(rec('src/post.ts', 'stamp').signature, 'stamp()');
      assert.equal(rec('src/plain.js', 'go').signature, 'go()');
      assert.equal(rec('src/card.component.ts', 'onClick').doc, 'Handles a click on the card.');
    });

    it('a path:line on a decorator means the member it decorates', async () => {
      for (const line of [19, 20, 21]) {
        const callees = await items('code_callees', { path: `src/card.component.ts:${line}` });
        assert.match(callees.text, /^callees of method Card\.onClick \(src\/card\.component\.ts:22\):/, callees.text);
        assert.deepEqual(callees.items.map((i) => [i.name, i.line]).filter(([n]) => n !== 'Debounce'), [['Card.render', 29]], callees.text);
      }
      const setter = await items('code_symbol', { path: 'src/card.component.ts:13' });
      assert.deepEqual(setter.items.map((i) => [i.name, i.line, i.endLine]), [['Card.label', 14, 16], ['Card', 10, 30]]);
      const field = await items('code_symbol', { path: 'src/card.component.ts:26' });
      assert.deepEqual(field.items.map((i) => i.name), ['Card.changed', 'Card']);
      const exported = await items('code_symbol', { path: 'src/card.component.ts:8' });
      assert.deepEqual(exported.items.map((i) => [i.name, i.line]), [['Card', 10]]);
      const js = await items('code_symbol', { path: 'src/plain.js:2' });
      assert.deepEqual(js.items.map((i) => [i.name, i.line]), [['Plain.go', 3], ['Plain', 1]]);
      // A column is no definition: its decorator's line is the class's.
      const column = await items('code_symbol', { path: 'src/post.ts:5' });
      assert.deepEqual(column.items.map((i) => i.name), ['Post']);
    });

    it('a decorator is a call its member makes, listed at the member’s name', async () => {
      const r = await items('code_callers', { symbol: 'Debounce' });
      assert.deepEqual(r.items.map((i) => [i.name, i.line]), [['Card.onClick', 22]], r.text);
    });

    it('why covers the member from its first decorator and points at its name', async () => {
      assert.deepEqual(await locateSymbol(fx.engine, 'Card.onClick'), [
        { name: 'Card.onClick', kind: 'method', path: 'src/card.component.ts', line: 19, nameLine: 22, endLine: 24 },
      ]);
      assert.deepEqual(await locateSymbol(fx.engine, 'Card'), [{ name: 'Card', kind: 'class', path: 'src/card.component.ts', line: 7, nameLine: 10, endLine: 30 }]);
      installSymbolLocator();
      try {
        const text = await why(fx.engine, 'src/card.component.ts:21', { limit: 12 });
        assert.match(text, /^In method Card\.onClick \(src\/card\.component\.ts:19-24\)/m, text);
        assert.match(await why(fx.engine, 'src/card.component.ts:19-24', { limit: 12 }), /^In method Card\.onClick \(src\/card\.component\.ts:19-24\)$/m);
      } finally {
        setSymbolLocator(null);
      }
    });
  },
);
