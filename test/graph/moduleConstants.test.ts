/**
 * A package's or module's constants are definitions of kind const, as a TS
 * module's consts are (newcomer 24 #6: `symbol AuthUserKey` in gin and
 * `symbol DEFAULT_POOLSIZE` in requests said No matches though `-k const`
 * is offered): Go `const` declarations, one or grouped (iota ones too), and
 * Python module-level assignments named as PEP 8 names constants. Not
 * constants: a Go `const` inside a function, a lowercase Python module
 * variable, an UPPER_CASE name assigned inside a function.
 */
import * as assert from 'node:assert/strict';
import { defsIn, describeGraph } from './helpers';

const FILES = {
  'go.mod': 'module example.com/web\n\ngo 1.21\n',
  'web/auth.go': [
    'package web',
    '',
    '// AuthUserKey is the cookie name for user credential in basic auth.',
    'const AuthUserKey = "user"',
    '',
    'const (',
    '\tMIMEJSON = "application/json"',
    '\tMIMEXML  = "application/xml"',
    ')',
    '',
    'type Kind int',
    '',
    'const (',
    '\tPlain Kind = iota',
    '\tBold',
    ')',
    '',
    'func Check() string {',
    '\tconst local = "x"',
    '\treturn local',
    '}',
    '',
  ].join('\n'),
  'pkg/adapters.py': [
    'DEFAULT_POOLSIZE = 10',
    'MAX_RETRIES: int = 3',
    '_PRIVATE_LIMIT = 5',
    'session_cache = {}',
    '',
    '',
    'def build():',
    '    LOCAL_LIMIT = 2',
    '    return LOCAL_LIMIT',
    '',
  ].join('\n'),
};

describeGraph('code graph: Go and Python constants are definitions', FILES, 'module-constants', (fx) => {
  it('Go package constants, one or grouped, are kind const with a const signature; a function\'s const is not', () => {
    assert.deepEqual(defsIn(fx, 'web/auth.go'), [
      'const AuthUserKey 4',
      'const MIMEJSON 7',
      'const MIMEXML 8',
      'type Kind 11',
      'const Plain 14',
      'const Bold 15',
      'function Check 18',
    ]);
    const [key] = fx.graph.findDefinitions('AuthUserKey', { kind: 'const' });
    assert.equal(key.signature, 'const AuthUserKey = "user"');
    assert.match(key.doc ?? '', /cookie name for user credential/);
  });

  it('Python module constants named in capitals are kind const; other module variables and a function\'s names are not', () => {
    assert.deepEqual(defsIn(fx, 'pkg/adapters.py'), ['const DEFAULT_POOLSIZE 1', 'const MAX_RETRIES 2', 'const _PRIVATE_LIMIT 3', 'function build 7']);
  });
});
