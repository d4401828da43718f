/**
 * A variable reassigned in a block before a call, or bound by a ternary,
 * holds either value at the call (newcomer review 3 #4): `let s = new A();
 * if (c) { s = new B(); } s.m()` reached A.m only, `const t = c ? new A() :
 * new B(); t.m()` neither. Both now reach A.m and B.m (bindPlaces
 * mayAlsoHold; langTsBinds bindTernary), in TypeScript and JavaScript.
 * Decoys: a reassignment replaced later in its own block (`if (c) { u = new
 * B(); u = new C(); }`: C, not B), an unconditional reassignment (`s = new
 * B(); s.m()`: B alone), a bind inside a nested function, and a call inside
 * the block (before it closes: B alone), and `x = c ? new A() : null` after
 * `let x = new C()` (A alone).
 */
import { describeGraph, expectEdges } from './helpers';

const CLASSES = ['class A {', '  m() {', '    return 1;', '  }', '}', 'class B {', '  m() {', '    return 2;', '  }', '}', 'class C {', '  m() {', '    return 3;', '  }', '}'];
const BODY = [
  'function blk(c) {', // 16
  '  let s = new A();',
  '  if (c) {',
  '    s = new B();',
  '  }',
  '  s.m();', // 21
  '}',
  'function tern(c) {', // 23
  '  const t = c ? new A() : (new B());',
  '  t.m();',
  '}',
  'function replaced(c) {', // 27
  '  let u = new A();',
  '  if (c) {',
  '    u = new B();',
  '    u = new C();',
  '  }',
  '  u.m();',
  '}',
  'function seq() {', // 35
  '  let v = new A();',
  '  v = new B();',
  '  v.m();',
  '}',
  'function inside(c) {', // 40
  '  let w = new A();',
  '  if (c) {',
  '    w = new B();',
  '    w.m();',
  '  }',
  '  const f = () => {',
  '    w = new C();',
  '  };',
  '  return f;',
  '}',
  'function assigned(c) {', // 51
  '  let x = new C();',
  '  x = c ? new A() : null;',
  '  x.m();',
  '}',
  '',
];

const FILES = {
  'src/s.ts': [...CLASSES, ...BODY].join('\n').replace(/\(c\)/g, '(c: boolean)'),
  'src/j.js': [...CLASSES, ...BODY].join('\n'),
};

describeGraph('code graph: a variable reassigned in a block or bound by a ternary holds either value', FILES, 'graph-conditional-binds', (fx) => {
  for (const path of ['src/s.ts', 'src/j.js']) {
    it(`${path}: the call reaches every class the variable may hold`, async () => {
      await expectEdges(fx, 'code_callers', {
        [`A.m @ ${path}`]: [`${path}:assigned:receiver`, `${path}:blk:receiver`, `${path}:replaced:receiver`, `${path}:tern:receiver`],
        [`B.m @ ${path}`]: [`${path}:blk:receiver`, `${path}:inside:receiver`, `${path}:seq:receiver`, `${path}:tern:receiver`],
        [`C.m @ ${path}`]: [`${path}:replaced:receiver`],
      });
    });
  }
});
