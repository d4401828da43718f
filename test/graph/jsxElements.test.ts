/**
 * JSX elements call their component (newcomer 9 #9): `<GitHubIcon />` and
 * `<Parts.Bar x={1}>…</Parts.Bar>` in .tsx and .jsx files are calls of
 * GitHubIcon and Parts.Bar, resolved through imports as any call (default
 * import, renamed import, namespace import), as the TypeScript call hierarchy
 * counts a tag name. Intrinsic tags (`<div>`) are no calls, and a same-named
 * component in a file nobody imports is never reached (langTsWalk onJsx).
 */
import * as assert from 'node:assert/strict';
import { callees, describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'src/icons/GitHubIcon.tsx': 'export default function GitHubIcon(props: { size?: number }) {\n  return <svg width={props.size}><path d="M0 0" /></svg>;\n}\n',
  'src/Card.tsx': [
    'import type { ReactNode } from "react";',
    'export function Card(props: { title: string; children?: ReactNode }) {',
    '  return <section><h2>{props.title}</h2>{props.children}</section>;',
    '}',
    '',
  ].join('\n'),
  'src/parts.tsx': 'export function Bar(props: { x: number; children?: unknown }) {\n  return <b>{props.x}</b>;\n}\nexport const Baz = () => <i />;\n',
  'src/App.tsx': [
    "import GitHubIcon from './icons/GitHubIcon';",
    "import { Card as Panel } from './Card';",
    "import * as Parts from './parts';",
    '',
    'export function Header() {',
    '  return (',
    '    <header className="top">',
    '      <GitHubIcon />',
    '      <Panel title="x">',
    '        <span>hi</span>',
    '      </Panel>',
    '    </header>',
    '  );',
    '}',
    '',
    'export const Footer = () => (',
    '  <Parts.Bar x={1}>',
    '    <Parts.Baz />',
    '  </Parts.Bar>',
    ');',
    '',
    'export function Page(props: { items: string[] }) {',
    '  return <ul>{props.items.map((i) => <Row key={i} label={i} />)}</ul>;',
    '}',
    '',
    'function Row(props: { label: string }) {',
    '  return <li>{props.label}</li>;',
    '}',
    '',
  ].join('\n'),
  'src/legacy.jsx': "import GitHubIcon from './icons/GitHubIcon';\nexport function Legacy() {\n  return <div><GitHubIcon size={2} /></div>;\n}\n",
  // Same names, never imported by the files above.
  'src/decoy/GitHubIcon.tsx': 'export default function GitHubIcon() {\n  return <i />;\n}\n',
  'src/decoy/parts.tsx': 'export function Bar() {\n  return <u />;\n}\nexport function Card() {\n  return <p />;\n}\n',
};

describeGraph('code graph: JSX elements are calls of their component', FILES, 'graph-jsx', (fx) => {
  it('lists the enclosing function as a caller, through default, renamed and namespace imports, in .tsx and .jsx', async () => {
    await expectEdges(fx, 'code_callers', {
      'GitHubIcon @ src/icons/GitHubIcon.tsx': ['src/App.tsx:Header:import', 'src/legacy.jsx:Legacy:import'],
      'Card @ src/Card.tsx': ['src/App.tsx:Header:alias'],
      'Bar @ src/parts.tsx': ['src/App.tsx:Footer:import'],
      'Baz @ src/parts.tsx': ['src/App.tsx:Footer:import'],
      // Inside a callback of a JSX expression: the function around it.
      Row: ['src/App.tsx:Page:same-file'],
    });
  });

  it('never reaches a same-named component of a file that is not imported', async () => {
    await expectEdges(fx, 'code_callers', {
      'GitHubIcon @ src/decoy/GitHubIcon.tsx': [],
      'Bar @ src/decoy/parts.tsx': [],
      'Card @ src/decoy/parts.tsx': [],
    });
    // And nothing is left over as an unplaced call of those names.
    const r = await fx.call('code_callers', { symbol: 'GitHubIcon', path: 'src/decoy/GitHubIcon.tsx' });
    assert.equal(r.structured!.unresolved, undefined, r.text);
  });

  it('takes intrinsic tags for no calls, and an element with a closing tag for one call', async () => {
    assert.deepEqual(await callees(fx, 'Header'), ['src/Card.tsx:Card:alias', 'src/icons/GitHubIcon.tsx:GitHubIcon:import']);
    const rec = fx.graph.data.files.get('src/App.tsx')!;
    assert.deepEqual(
      rec.calls.map((c) => `${c.recv ? `${c.recv}.` : ''}${c.name}:${c.line}`),
      ['GitHubIcon:8', 'Panel:9', 'Parts.Bar:17', 'Parts.Baz:18', 'props.items.map:23', 'Row:23'],
    );
    const header = await fx.call('code_callers', { symbol: 'Card', path: 'src/Card.tsx' });
    const items = header.structured!.items as { name: string; calls: number[] }[];
    assert.deepEqual(items.map((i) => [i.name, i.calls]), [['Header', [9]]]);
  });
});
