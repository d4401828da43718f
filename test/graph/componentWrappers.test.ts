/**
 * React components wrapped by `forwardRef` / `memo` (newcomer 9 #7):
 * `export const Button = React.forwardRef(function Button(props, ref) {…})`
 * was two definitions on one line (the const and the inner function), and
 * the const could not be selected. Now the const is one definition, a
 * function whose body is the wrapped function's: its calls are its callees,
 * and `<Button/>` or `Button(…)` elsewhere reach it. Also `memo((props) =>
 * …)`, `forwardRef<T, P>((props, ref) => …)`, `memo(forwardRef(…))`, and
 * JavaScript. Decoys: a `Button` and a `track` nobody imports, and a
 * `memo()` of another library whose argument is no function.
 */
import * as assert from 'node:assert/strict';
import { callees, callers, defsIn, describeGraph } from './helpers';

const FILES = {
  'src/Button.tsx': [
    "import React, { memo, forwardRef } from 'react';",
    "import { track } from './track';",
    '',
    'export const Button = React.forwardRef(function Button(props: any, ref: any) {',
    "  track('button');",
    '  return <button ref={ref}>{props.label}</button>;',
    '});',
    '',
    'export const Icon = memo((props: any) => {',
    "  track('icon');",
    '  return <i />;',
    '});',
    '',
    'export const Field = forwardRef<HTMLInputElement, any>((props, ref) => {',
    "  track('field');",
    '  return <input ref={ref} />;',
    '});',
    '',
    "export const Both = memo(forwardRef((props: any, ref: any) => <Icon ref={ref} />));",
    'export const table = memo(42);',
    '',
  ].join('\n'),
  'src/track.ts': 'export function track(what: string) {\n  return what;\n}\n',
  'src/App.tsx': [
    "import { Button, Icon, Field, Both } from './Button';",
    'export function App() {',
    '  const b = Button({ label: "y" });',
    '  return <div><Button label="x" /><Icon /><Field /><Both />{b}</div>;',
    '}',
    '',
  ].join('\n'),
  'src/Card.jsx': [
    "import React from 'react';",
    "import { track } from './track';",
    'export const Card = React.memo(function Card(props) {',
    "  track('card');",
    '  return <div />;',
    '});',
    '',
  ].join('\n'),
  'src/decoy.tsx': [
    'function Button() {',
    '  return null;',
    '}',
    'function track(x: string) {',
    '  return x;',
    '}',
    'export function Other() {',
    "  track('x');",
    '  return <Button />;',
    '}',
    '',
  ].join('\n'),
};

describeGraph('code graph: components wrapped by forwardRef / memo', FILES, 'graph-component-wrappers', (fx) => {
  it('<Button/> and Button(…) reach the const; the decoy keeps its own caller', async () => {
    assert.deepEqual(await callers(fx, 'Button', 'src/Button.tsx'), ['src/App.tsx:App:import']);
    assert.deepEqual(await callers(fx, 'Button', 'src/decoy.tsx'), ['src/decoy.tsx:Other:same-file']);
    assert.deepEqual(await callers(fx, 'Field'), ['src/App.tsx:App:import']);
    assert.deepEqual(await callers(fx, 'Icon'), ['src/App.tsx:App:import', 'src/Button.tsx:Both:same-file']);
  });

  it('one definition per wrapped component, holding the wrapped function’s calls', async () => {
    assert.deepEqual(await callers(fx, 'track', 'src/track.ts'), [
      'src/Button.tsx:Button:import',
      'src/Button.tsx:Field:import',
      'src/Button.tsx:Icon:import',
      'src/Card.jsx:Card:import',
    ]);
    assert.deepEqual(await callees(fx, 'Icon'), ['src/track.ts:track:import']);
    assert.deepEqual(defsIn(fx, 'src/Button.tsx'), ['function Button 4', 'function Icon 9', 'function Field 14', 'function Both 19', 'const table 20']);
    assert.deepEqual(defsIn(fx, 'src/Card.jsx'), ['function Card 3']);
  });
});
