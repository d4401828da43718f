/**
 * Newcomer 32 checked value edges in Dart, Lua, C, PHP, Zig and Bash on real
 * repositories: a Dart getter or a class named as an argument is no function
 * handed on, Dart's local functions in sibling closures are told apart by place,
 * a Lua table of another file is reached only through an import and a top-level
 * value before its definition is none, C prototypes and definitions with their
 * name in parentheses read right, and PHP's `array(__CLASS__, 'f')` and keyed
 * callables, Zig's `Type.fn` and Bash's trap strings with arguments are values.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, toolItems } from './helpers';

type Edge = { name: string; line: number; calls?: number[]; values?: number[] };
const values = (items: unknown[]) => (items as Edge[]).map((i) => [i.name, i.values]);

describeGraph('newcomer 32: values in Dart, Lua, C, PHP, Zig and Bash', {
  'lib/utils.dart': [
    'Uri get dummyUrl => Uri.parse("x");',
    'class Loc { Loc(); static Loc of(Object t) => Loc(); }',
    'void send(Object a, Object b) {}',
    'void main() {',
    '  send("POST", dummyUrl);',
    '  Loc.of(Loc);',
    '  group("a", () {',
    '    int config() => 1;',
    '    send(config, 1);',
    '  });',
    '  group("b", () {',
    '    int config() => 2;',
    '    send(config, 2);',
    '  });',
    '}',
    '',
  ].join('\n'),
  'lua/events.lua': 'local mt = {}\nfunction mt.__index(t, k) return nil end\nreturn mt\n',
  'lua/errors.lua': [
    'local mt = getmetatable("")',
    'local oldmm = mt.__index',
    'local olddofile = dofile',
    'local function dofile(f) return f end',
    'pcall(dofile)',
    '',
  ].join('\n'),
  'c/api.c': [
    'typedef double lua_Number;',
    'typedef struct lua_State lua_State;',
    'lua_Number (lua_version) (lua_State *L);',
    'static void *l_alloc(void *ud) { return ud; }',
    'lua_State *(luaL_newstate) (void) {',
    '  return lua_newstate(l_alloc, 0);',
    '}',
    '',
  ].join('\n'),
  'php/Core.php': [
    '<?php',
    'class Core {',
    '  public static function filter_auth($u) { return $u; }',
    '  public function codes() {}',
    '  public static function error_handler() {}',
    '  public function boot() {',
    "    add_filter( 'authenticate', array( __CLASS__, 'filter_auth' ), 31 );",
    "    register_rest_route( 'ns', '/codes', array( 'callback' => array( $this, 'codes' ) ) );",
    "    set_error_handler( array( 'Core', 'error_handler' ) );",
    "    $labels = array( 'codes', 'boot' );",
    '  }',
    '}',
    '',
  ].join('\n'),
  'zig/http.zig': [
    'const H = struct {',
    '    pub fn fail() void {}',
    '};',
    'pub fn routes(router: anytype) void {',
    '    router.get("/fail", H.fail, .{});',
    '}',
    '',
  ].join('\n'),
  'bin/tracing.bash': ['on_debug() { :; }', "trap 'on_debug \"$_\"' DEBUG", '_mycmd() { :; }', 'complete -o default -F _mycmd mycmd', ''].join('\n'),
}, 'newcomer32', (fx) => {
  it('Dart: a getter read and a class named as an argument are no values; sibling closures\' local functions are their own', async () => {
    assert.deepEqual(values((await toolItems(fx, 'code_callers', { symbol: 'dummyUrl' })).items), []);
    const main = await toolItems(fx, 'code_callees', { symbol: 'main', path: 'lib/utils.dart' });
    assert.ok(!(main.items as Edge[]).some((i) => i.values && /Loc/.test(i.name)), main.text);
    const a = await toolItems(fx, 'code_callers', { symbol: 'config', path: 'lib/utils.dart:8' });
    assert.deepEqual((a.items as Edge[]).flatMap((i) => i.values ?? []), [9]);
    const b = await toolItems(fx, 'code_callers', { symbol: 'config', path: 'lib/utils.dart:12' });
    assert.deepEqual((b.items as Edge[]).flatMap((i) => i.values ?? []), [13]);
  });

  it('Lua: another file\'s `mt.__index` is not this file\'s `mt`; a top-level value before the local function is the global', async () => {
    assert.deepEqual(values((await toolItems(fx, 'code_callers', { symbol: 'mt.__index' })).items), []);
    const d = await toolItems(fx, 'code_callers', { symbol: 'dofile', path: 'lua/errors.lua' });
    assert.deepEqual((d.items as Edge[]).flatMap((i) => i.values ?? []), [5]);
  });

  it('C: a prototype and a definition with the name in parentheses', async () => {
    assert.deepEqual(values((await toolItems(fx, 'code_callers', { symbol: 'lua_version' })).items), []);
    const alloc = await toolItems(fx, 'code_callers', { symbol: 'l_alloc' });
    assert.deepEqual(values(alloc.items), [['luaL_newstate', [6]]]);
  });

  it('PHP: `array(__CLASS__, …)`, a keyed `array($this, …)` and `array(\'Core\', …)` in a callable parameter; a string list is data', async () => {
    const callees = await toolItems(fx, 'code_callees', { symbol: 'Core::boot' });
    const by = Object.fromEntries((callees.items as Edge[]).map((i) => [i.name, i.values]));
    assert.deepEqual(by['Core::filter_auth'], [7]);
    assert.deepEqual(by['Core::codes'], [8]);
    assert.deepEqual(by['Core::error_handler'], [9]);
  });

  it('Zig: `H.fail` as an argument; Bash: a trap string whose first word is a function, `complete -F f`', async () => {
    assert.deepEqual(values((await toolItems(fx, 'code_callers', { symbol: 'H.fail' })).items), [['routes', [5]]]);
    assert.deepEqual((await toolItems(fx, 'code_callers', { symbol: 'on_debug' })).items.length, 1);
    // `complete -F _mycmd mycmd` hands the completion function on.
    assert.deepEqual(values((await toolItems(fx, 'code_callers', { symbol: '_mycmd' })).items).map(([, v]) => v), [[4]]);
  });
});
