/**
 * C, Scala, Lua and Zig, whose grammars come from their own npm packages
 * (grammars.json): one small real program each, indexed by the real engine
 * in a temp git repository. Each checks definitions (kind, line, signature,
 * doc), callers and callees across files, and a same-named decoy that is
 * not a caller. Kotlin, Swift and Dart: languagesMobile.test.ts.
 */
import * as assert from 'node:assert/strict';
import { assertIndexed, callees, defsIn, expectEdges, firstDef, graphFixture } from './helpers';

describe('code graph: C, Scala, Lua, Zig', () => {
  it('C: functions, macros, structs, enums, typedefs; #include resolves the header and its .c file; a decoy in the same folder is not a caller', async () => {
    const fx = await graphFixture({
      'src/util.h': [
        '#ifndef UTIL_H',
        '#define UTIL_H',
        '/* A point. */',
        'typedef struct point { int x, y; } point_t;',
        'enum color { RED, GREEN };',
        '#define SQUARE(n) ((n) * (n))',
        'int helper(int n);',
        'static inline int twice(int n) { return SQUARE(n) / n * 2; }',
        '#endif',
      ].join('\n'),
      'src/util.c': [
        '#include "util.h"',
        '',
        '/** Doubles n, then adds one. */',
        'int helper(int n) {',
        '  return twice(n) + one();',
        '}',
        '',
        'static int one(void) { return 1; }',
        '',
        'char **names(void) { return 0; }',
      ].join('\n'),
      'src/main.c': '#include <stdio.h>\n#include "util.h"\n\nint main(void) {\n  printf("%d", helper(2));\n  return twice(3);\n}\n',
      'src/legacy.c': '/* Same name, not included by main.c. */\nint helper(int n) { return n; }\nint old(void) { return helper(1); }\n',
      'lib/one.c': 'int one(void) { return 1; }\n',
    }, 'graph-c');
    await expectEdges(fx, 'code_callers', {
      // main.c includes util.h: helper is util.c's (import), not legacy.c's.
      'helper @ src/util.c': ['src/main.c:main:import'],
      'helper @ src/legacy.c': ['src/legacy.c:old:same-file'],
      twice: ['src/main.c:main:import', 'src/util.c:helper:import'],
      SQUARE: ['src/util.h:twice:same-file'],
      'one @ lib': [],
    });
    // `one` in util.c is static: lib/one.c's `one` is not its callee, the file's own is.
    assert.deepEqual(await callees(fx, 'helper', 'src/util.c'), ['src/util.c:one:same-file', 'src/util.h:twice:import']);
    assert.deepEqual(defsIn(fx, 'src/util.h'), ['type point_t 4', 'class point 4', 'enum color 5', 'function SQUARE 6', 'function twice 8']);
    assert.deepEqual(defsIn(fx, 'src/util.c'), ['function helper 4', 'function one 8', 'function names 10']);
    const helper = firstDef(fx, 'helper', { path: 'src/util.c' });
    assert.equal(helper.signature, 'int helper(int n)');
    assert.equal(helper.doc, 'Doubles n, then adds one.');
    assert.equal(firstDef(fx, 'point_t').doc, 'A point.');
    assertIndexed(fx, { c: 5 });
  });

  it('Scala: packages and imports (selectors, renames), objects, traits, class parameters, implicit this; a decoy object in another package', async () => {
    const fx = await graphFixture({
      'util/Helper.scala': 'package com.example.util\n\nobject Helper {\n  /** Goes. */\n  def go(n: Int): Int = n\n}\n',
      'other/Helper.scala': 'package com.example.other\n\nobject Helper {\n  def go(n: Int): Int = 0\n}\n',
      'repo/Repo.scala': 'package com.example.repo\n\ntrait Store { def put(k: Int): Unit }\n\nclass Repo extends Store {\n  def save(): Unit = ()\n  def put(k: Int): Unit = ()\n}\n',
      'app/Svc.scala': [
        'package com.example.app',
        '',
        'import com.example.util.Helper',
        'import com.example.repo.{Repo, Store => Db}',
        '',
        'trait Logging { def log(s: String): Unit = () }',
        '',
        '/** A service. */',
        'class Svc(repo: Repo, db: Db) extends Base with Logging {',
        '  def run(n: Int): Int = {',
        '    repo.save()',
        '    db.put(n)',
        '    this.done()',
        '    log("run")',
        '    helper(n)',
        '    Helper.go(n)',
        '  }',
        '  def done(): Unit = ()',
        '  private def helper(n: Int): Int = n',
        '}',
        '',
        'object Svc {',
        '  def make(): Svc = new Svc(new Repo, null)',
        '}',
        '',
        'enum Color { case Red, Green }',
        'type Id = String',
      ].join('\n'),
      'app/Main.scala': 'package com.example.app\n\nobject Main {\n  def main(args: Array[String]): Unit = {\n    val s = Svc.make()\n    val t: Svc = new Svc(null, null)\n    t.run(1)\n  }\n}\n',
    }, 'graph-scala');
    await expectEdges(fx, 'code_callers', {
      'Helper.go @ util': ['app/Svc.scala:Svc.run:receiver'],
      'Helper.go @ other': [],
      'Repo.save': ['app/Svc.scala:Svc.run:receiver'],
      'Store.put': ['app/Svc.scala:Svc.run:receiver'],
      'Svc.done': ['app/Svc.scala:Svc.run:receiver'],
      'Svc.helper': ['app/Svc.scala:Svc.run:same-file'],
      'Logging.log': ['app/Svc.scala:Svc.run:receiver'],
      'Svc.run': ['app/Main.scala:Main.main:receiver'],
      'Svc.make': ['app/Main.scala:Main.main:receiver'],
    });
    assert.deepEqual(defsIn(fx, 'app/Svc.scala'), [
      'interface Logging 6', 'method Logging.log 6', 'class Svc 9', 'method Svc.run 10', 'method Svc.done 18', 'method Svc.helper 19',
      'class Svc 22', 'method Svc.make 23', 'enum Color 26', 'type Id 27',
    ]);
    const svc = firstDef(fx, 'Svc', { kind: 'class' });
    assert.equal(svc.doc, 'A service.');
    assert.equal(svc.signature, 'class Svc(repo: Repo, db: Db) extends Base with Logging');
    assert.equal(firstDef(fx, 'Helper.go', { path: 'util' }).signature, 'def go(n: Int): Int');
    assertIndexed(fx, { scala: 5 });
  });

  it('Lua: require()d modules, module tables and their functions, self:method(), local functions; a decoy module not required and a local function elsewhere', async () => {
    const fx = await graphFixture({
      'util.lua': 'local M = {}\n\n--- Goes somewhere.\nfunction M.go(n)\n  return n\nend\n\nreturn M\n',
      'other/util.lua': 'local M = {}\nfunction M.go(n) return 0 end\nlocal function main() end\nreturn M\n',
      'lib/log.lua': 'local log = {}\nfunction log.info(s) print(s) end\nreturn log\n',
      'app.lua': [
        'local util = require("util")',
        'local log = require "lib.log"',
        '',
        'local Account = {}',
        'Account.__index = Account',
        '',
        'function Account.new(balance)',
        '  local self = setmetatable({}, Account)',
        '  self.balance = balance',
        '  return self',
        'end',
        '',
        'function Account:deposit(v)',
        '  self:check(v)',
        '  self.balance = self.balance + v',
        'end',
        '',
        'function Account:check(v)',
        '  log.info("check")',
        'end',
        '',
        '-- Runs it.',
        'local function helper(n)',
        '  return util.go(n)',
        'end',
        '',
        'function main()',
        '  local a = Account.new(1)',
        '  a:deposit(helper(2))',
        'end',
      ].join('\n'),
      'run.lua': 'main()\n',
    }, 'graph-lua');
    await expectEdges(fx, 'code_callers', {
      'M.go @ util.lua': ['app.lua:helper:import'],
      'M.go @ other': [],
      'log.info': ['app.lua:Account.check:import'],
      'Account.check': ['app.lua:Account.deposit:receiver'],
      'Account.new': ['app.lua:main:receiver'],
      helper: ['app.lua:main:same-file'],
      'main @ app.lua': ['run.lua:run.lua:name'],
    });
    // `a` holds what Account.new returns: setmetatable({}, Account), so a:deposit() is Account's (luaObjects.test.ts).
    assert.deepEqual(await callees(fx, 'main', 'app.lua'), ['app.lua:Account.deposit:receiver', 'app.lua:Account.new:receiver', 'app.lua:helper:same-file']);
    assert.deepEqual(defsIn(fx, 'app.lua'), ['class Account 4', 'function Account.new 7', 'method Account.deposit 13', 'method Account.check 18', 'function helper 23', 'function main 27']);
    assert.equal(firstDef(fx, 'helper').doc, 'Runs it.');
    assert.equal(firstDef(fx, 'M.go', { path: 'util.lua' }).doc, 'Goes somewhere.');
    assert.equal(firstDef(fx, 'Account.deposit').signature, 'function Account:deposit(v)');
    assertIndexed(fx, { lua: 5 });
  });

  it('Zig: @import of files and of one declaration, containers and their functions, self fields with Self, test blocks; a decoy file not imported', async () => {
    const fx = await graphFixture({
      'src/util.zig': '/// Goes.\npub fn go() void {}\n\nfn hidden() void {}\n\npub const Point = struct {\n    x: i32,\n    pub fn init(x: i32) Point {\n        return .{ .x = x };\n    }\n};\n',
      'src/other.zig': 'pub fn go() void {}\n',
      'src/db.zig': 'pub const Db = struct {\n    pub fn query(self: *Db) void {\n        _ = self;\n    }\n};\n',
      'src/main.zig': [
        'const std = @import("std");',
        'const util = @import("util.zig");',
        'const Db = @import("db.zig").Db;',
        '',
        '/// Serves.',
        'const Server = struct {',
        '    db: Db,',
        '    const Self = @This();',
        '',
        '    pub fn handle(self: *Self) void {',
        '        self.db.query();',
        '        self.log();',
        '    }',
        '',
        '    fn log(self: Self) void {',
        '        _ = self;',
        '    }',
        '};',
        '',
        'const Color = enum { red, green };',
        '',
        'pub fn main() void {',
        '    var s: Server = .{ .db = .{} };',
        '    s.handle();',
        '    util.go();',
        '    const p = util.Point.init(1);',
        '    _ = p;',
        '    helper();',
        '    std.debug.print("{}", .{1});',
        '}',
        '',
        'fn helper() void {}',
        '',
        'test "helper runs" {',
        '    helper();',
        '}',
        '',
        'test helper {',
        '    helper();',
        '}',
      ].join('\n'),
    }, 'graph-zig');
    await expectEdges(fx, 'code_callers', {
      'go @ src/util.zig': ['src/main.zig:main:import'],
      'go @ src/other.zig': [],
      'Db.query': ['src/main.zig:Server.handle:receiver'],
      'Server.log': ['src/main.zig:Server.handle:receiver'],
      'Server.handle': ['src/main.zig:main:receiver'],
      'Point.init': ['src/main.zig:main:receiver'],
      // Test blocks are test cases (a decltest named for its declaration), not top-level code.
      helper: ['src/main.zig:decltest helper:same-file', 'src/main.zig:helper runs:same-file', 'src/main.zig:main:same-file'],
    });
    assert.deepEqual(defsIn(fx, 'src/main.zig'), ['class Server 6', 'method Server.handle 10', 'method Server.log 15', 'enum Color 20', 'function main 22', 'function helper 32', 'test helper runs 34', 'test decltest helper 38']);
    const server = firstDef(fx, 'Server');
    assert.equal(server.doc, 'Serves.');
    assert.equal(server.signature, 'const Server');
    assert.equal(firstDef(fx, 'go', { path: 'src/util.zig' }).doc, 'Goes.');
    assert.equal(firstDef(fx, 'Server.handle').signature, 'pub fn handle(self: *Self) void');
    assertIndexed(fx, { zig: 4 });
  });

  it('Zig: the two-step alias const Stack = stack.Stack and m.T.init() type their variables (newcomer 13a #6)', async () => {
    const fx = await graphFixture({
      'src/stack.zig': 'pub const Stack = struct {\n    n: i32,\n    pub fn init() Stack {\n        return .{ .n = 0 };\n    }\n    pub fn push(self: *Stack, v: i32) void {\n        self.n += v;\n    }\n};\n',
      'src/calc.zig': [
        'const stack = @import("stack.zig");',
        'const Stack = stack.Stack;',
        'pub const Calc = struct {',
        '    st: Stack,',
        '    pub fn init() Calc {',
        '        return .{ .st = Stack.init() };',
        '    }',
        '    pub fn add(self: *Calc, a: i32) void {',
        '        self.st.push(a);',
        '    }',
        '};',
      ].join('\n'),
      'src/main.zig': 'const calc = @import("calc.zig");\n\npub fn main() void {\n    var c = calc.Calc.init();\n    c.add(2);\n}\n',
    }, 'graph-zig-alias');
    await expectEdges(fx, 'code_callers', {
      'Stack.push': ['src/calc.zig:Calc.add:receiver'],
      'Stack.init': ['src/calc.zig:Calc.init:receiver'],
      'Calc.add': ['src/main.zig:main:receiver'],
    });
  });
});
