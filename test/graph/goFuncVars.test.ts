/**
 * Go package-level function values (newcomer 20 #4, gin's logger.go:167
 * `var defaultLogFormatter = func(param LogFormatterParams) string {…}`): the
 * var is a function definition, as TypeScript's `const f = (c) => …` is, and
 * the calls inside are its own, also in a `var ( … )` group; a `f := func…`
 * inside a function stays a local of it.
 */
import * as assert from 'node:assert/strict';
import { callees, callers, defsIn, describeGraph } from './helpers';

const FILES = {
  'go.mod': 'module example.com/app\n\ngo 1.21\n',
  'log/logger.go': [
    'package log',
    '',
    'type Params struct{ Code int }',
    '',
    'func (p *Params) Color() string { return "red" }',
    '',
    'func pad(s string) string { return s }',
    '',
    'var defaultFormatter = func(param Params) string {',
    '\treturn pad(param.Color())',
    '}',
    '',
    'var (',
    '\tquiet = func() *Params { return nil }',
    '\tlevel = 3',
    ')',
    '',
    'func Run() string {',
    '\tlocal := func() string { return pad("x") }',
    '\tquiet()',
    '\treturn defaultFormatter(Params{}) + local()',
    '}',
    '',
  ].join('\n'),
};

describeGraph('code graph: Go package-level vars holding a func literal are functions', FILES, 'graph-go-func-vars', (fx) => {
  it('var f = func(…) … is a function definition with its own calls; a local f := func is not', async () => {
    assert.deepEqual(
      defsIn(fx, 'log/logger.go').filter((d) => d.startsWith('function')),
      ['function pad 7', 'function defaultFormatter 9', 'function quiet 14', 'function Run 18'],
    );
    assert.deepEqual(await callees(fx, 'defaultFormatter'), ['log/logger.go:Params.Color:receiver', 'log/logger.go:pad:same-file']);
    assert.deepEqual(await callers(fx, 'defaultFormatter'), ['log/logger.go:Run:same-file']);
    assert.deepEqual(await callers(fx, 'quiet'), ['log/logger.go:Run:same-file']);
    // The local's calls are Run's.
    assert.deepEqual(await callers(fx, 'pad'), ['log/logger.go:Run:same-file', 'log/logger.go:defaultFormatter:same-file']);
    const sym = await fx.call('code_symbol', { name: 'defaultFormatter' });
    assert.match(sym.text, /function defaultFormatter {2}var defaultFormatter = func\(param Params\) string/);
  });
});
