/**
 * A Go interface embedding another holds its methods (newcomer 38, gin's
 * `type BindingBody interface { Binding; BindBody(…) error }` and `var JSON
 * BindingBody = jsonBinding{}`): `JSON.Bind(…)` calls Binding's Bind, and so
 * the implementations of it, as `Form.Bind(…)` on a plain Binding does.
 */
import * as assert from 'node:assert/strict';
import { callRows as rows, describeGraph, toolItems } from './helpers';

describeGraph('code graph: Go interfaces embedding interfaces', {
  'go.mod': 'module example.com/gin\n\ngo 1.21\n',
  'binding/binding.go': [
    'package binding',
    '',
    'type Binding interface {',
    '\tName() string',
    '\tBind(req string, obj any) error',
    '}',
    '',
    'type BindingBody interface {',
    '\tBinding',
    '\tBindBody(body []byte, obj any) error',
    '}',
    '',
    'var (',
    '\tJSON BindingBody = jsonBinding{}',
    '\tForm Binding     = formBinding{}',
    ')',
    '',
  ].join('\n'),
  'binding/json.go': [
    'package binding',
    '',
    'type jsonBinding struct{}',
    '',
    'func (jsonBinding) Name() string { return "json" }',
    'func (jsonBinding) Bind(req string, obj any) error { return nil }',
    'func (jsonBinding) BindBody(body []byte, obj any) error { return nil }',
    '',
  ].join('\n'),
  'binding/binding_test.go': ['package binding', '', 'func testJSON() { JSON.Bind("r", nil) }', 'func testForm() { Form.Bind("r", nil) }', ''].join('\n'),
}, 'go-interface-embedding', (fx) => {
  it('a call on a BindingBody reaches Binding.Bind, which it embeds', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Bind', path: 'binding/binding.go' })).items), [
      'binding/binding_test.go:testForm:4',
      'binding/binding_test.go:testJSON:3',
    ]);
  });
});
