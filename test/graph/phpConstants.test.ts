/**
 * PHP constants are definitions of kind const (Slim: `symbol VERSION` said
 * No matches): `const X = …` in a class or an interface (a member of it,
 * `App.VERSION`), each element of `const A = 1, B = 2`, a namespace's
 * top-level `const`, and `define('NAME', …)` (also inside an `if`), with
 * the doc comment above their declaration and a signature of modifiers,
 * `const` and the element. Not constants: `define($name, …)` naming none by
 * a string, and a class's properties.
 */
import * as assert from 'node:assert/strict';
import { defsIn, describeGraph, firstDef } from './helpers';

const FILES = {
  'Slim/App.php': [
    '<?php',
    'namespace Slim;',
    '',
    'class App',
    '{',
    '    /**',
    '     * Current version',
    '     *',
    '     * @var string',
    '     */',
    "    public const VERSION = '4.14.0';",
    '',
    '    final protected const A = 1, B = 2;',
    '',
    '    protected string $basePath = \'\';',
    '',
    '    public function version(): string',
    '    {',
    '        return self::VERSION;',
    '    }',
    '}',
    '',
  ].join('\n'),
  'Slim/Interfaces/RouteParserInterface.php': [
    '<?php',
    'namespace Slim\\Interfaces;',
    '',
    'interface RouteParserInterface',
    '{',
    "    const SEPARATOR = '/';",
    '}',
    '',
  ].join('\n'),
  'Slim/constants.php': [
    '<?php',
    'namespace Slim;',
    '',
    '/** Where Slim lives. */',
    'const SLIM_DIR = __DIR__;',
    '',
    "if (!defined('SLIM_DEBUG')) {",
    "    define('SLIM_DEBUG', false);",
    '}',
    '',
    'function setting(string $name): void',
    '{',
    '    define($name, true);',
    '}',
    '',
  ].join('\n'),
};

describeGraph('code graph: PHP constants', FILES, 'php-constants', (fx) => {
  it('class and interface constants are consts of their class, each element one, with doc and signature', () => {
    assert.deepEqual(defsIn(fx, 'Slim/App.php'), ['class App 4', 'const App.VERSION 11', 'const App.A 13', 'const App.B 13', 'method App.version 17']);
    const version = firstDef(fx, 'App.VERSION');
    assert.equal(version.kind, 'const');
    assert.equal(version.signature, "public const VERSION = '4.14.0'");
    assert.match(version.doc ?? '', /Current version/);
    assert.equal(firstDef(fx, 'App.B').signature, 'final protected const B = 2');
    assert.deepEqual(defsIn(fx, 'Slim/Interfaces/RouteParserInterface.php'), ['interface RouteParserInterface 4', 'const RouteParserInterface.SEPARATOR 6']);
  });

  it('a namespace\'s const and define(\'NAME\', …) are consts; define($name, …) is none', () => {
    assert.deepEqual(defsIn(fx, 'Slim/constants.php'), ['const SLIM_DIR 5', 'const SLIM_DEBUG 8', 'function setting 11']);
    const dir = firstDef(fx, 'SLIM_DIR');
    assert.equal(dir.signature, 'const SLIM_DIR = __DIR__');
    assert.match(dir.doc ?? '', /Where Slim lives/);
    assert.equal(firstDef(fx, 'SLIM_DEBUG').signature, "define('SLIM_DEBUG', false)");
  });
});
