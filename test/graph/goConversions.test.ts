/**
 * Newcomer issue 3 #4 (viper: `callers UnsupportedConfigError` listed
 * ReadInConfig, `callees Viper.ReadInConfig` did not, and showed a composite
 * literal `FileNotFoundError{…}` as "called"). The choice: Go has no
 * constructors, so a conversion `E(x)` and a composite literal `S{…}` (also
 * `&S{…}`) run no function, yet they are where values of the type are made,
 * which is what a caller of a type is asked for. Both answers list them, in
 * both directions alike, and word them as what they are: `converts to it` /
 * `a conversion`, `builds it as a composite literal` / `a composite
 * literal` (graph goMade, CodeItem.made).
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'go.mod': 'module example.com/app\n\ngo 1.21\n',
  'app/errors.go': [
    'package app',
    '',
    'type UnsupportedError string',
    '',
    'type NotFoundError struct {',
    '\tpath string',
    '}',
    '',
    'func (e NotFoundError) Error() string { return e.path }',
    '',
    'func helper() string { return "x" }',
    '',
    'func read(kind string) error {',
    '\tif kind == "" {',
    '\t\treturn UnsupportedError(kind)',
    '\t}',
    '\tif kind == "?" {',
    '\t\treturn &NotFoundError{path: helper()}',
    '\t}',
    '\treturn NotFoundError{path: kind}',
    '}',
    '',
    'func both() any {',
    '\t_ = UnsupportedError("a")',
    '\treturn NotFoundError{}',
    '}',
    '',
  ].join('\n'),
};

type Item = { name: string; calls: number[]; made?: string };

describeGraph('Go: conversions and composite literals are listed alike by callers and callees, worded as such', FILES, 'go-conversions', (fx) => {
  it('lists a conversion and a composite literal in both directions', async () => {
    await expectEdges(fx, 'code_callers', {
      UnsupportedError: ['app/errors.go:both:same-file', 'app/errors.go:read:same-file'],
      NotFoundError: ['app/errors.go:both:same-file', 'app/errors.go:read:same-file'],
    });
    await expectEdges(fx, 'code_callees', {
      read: ['app/errors.go:NotFoundError:same-file', 'app/errors.go:UnsupportedError:same-file', 'app/errors.go:helper:same-file'],
    });
  });

  it('says which each is: a conversion, a composite literal, not a call', async () => {
    const callers = await fx.call('code_callers', { symbol: 'UnsupportedError' });
    assert.deepEqual((callers.structured!.items as Item[]).map((i) => [i.name, i.calls, i.made]), [['read', [15], 'conversion'], ['both', [24], 'conversion']]);
    assert.match(callers.text, /^app\/errors\.go:13 +function read .*\(converts to it on line 15\)$/m);
    const built = await fx.call('code_callers', { symbol: 'NotFoundError' });
    assert.match(built.text, /^app\/errors\.go:13 +function read .*\(builds it as a composite literal on lines 18, 20\)$/m);
    const callees = await fx.call('code_callees', { symbol: 'read' });
    const items = callees.structured!.items as Item[];
    assert.deepEqual(items.map((i) => [i.name, i.calls, i.made]), [
      ['helper', [18], undefined],
      ['NotFoundError', [18, 20], 'literal'],
      ['UnsupportedError', [15], 'conversion'],
    ].sort((a, b) => items.findIndex((i) => i.name === a[0]) - items.findIndex((i) => i.name === b[0])));
    assert.match(callees.text, /UnsupportedError .*\(a conversion on line 15\)$/m);
    assert.match(callees.text, /NotFoundError .*\(a composite literal on lines 18, 20\)$/m);
    assert.match(callees.text, /function helper .*\(called on line 18\)$/m);
  });
});
