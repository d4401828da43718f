/**
 * The callers note leaves out calls made on types from outside the
 * repository (outsideTypes.ts; newcomer 12): Rust `Box::new(c)` and
 * `Vec::new()` for the repository's `Circle.new`, Ruby `gzip.finish` with
 * `gzip = Zlib::GzipWriter.new(io)` for `Report#finish`, C++ `v.clear()` on a
 * `std::vector`, `k.clear()` with `k` of a type no file defines, a type
 * imported from std (`use std::collections::HashMap as Map`); newcomer 13b:
 * `console.log`, a field of an imported `java.util.List`, Python's
 * `logging.log`; newcomer 25: a dependency's class imported by its full name
 * (`server.enqueue` on okhttp's MockWebServer) and a bare npm package
 * (`mime.lookup`). A type parameter (`T::new()`) and a receiver of unknown
 * type stay possible callers, and so does an imported class named like one
 * of the repository.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const FILES = {
  'Cargo.toml': '[package]\nname = "m"\nversion = "0.1.0"\n',
  'src/shapes.rs': 'pub struct Circle { pub r: f64 }\nimpl Circle {\n    pub fn new(r: f64) -> Circle { Circle { r } }\n}\n',
  'src/main.rs': [
    'mod shapes;', // 1
    'use shapes::Circle;', // 2
    'use std::collections::HashMap as Map;', // 3
    'fn build() -> Box<Circle> {', // 4
    '    let c = Circle::new(2.0);', // 5
    '    let v: Vec<i32> = Vec::new();', // 6
    '    let w = std::collections::HashMap::new();', // 7
    '    Map::new();', // 8
    '    Box::new(c)', // 9
    '}', // 10
    'fn make<T: Default>() -> T { T::new() }', // 11
    'fn any() { let x = thing(); x.new(); }', // 12
    '',
  ].join('\n'),
  'report.rb': [
    "require 'zlib'", // 1
    'class Report', // 2
    '  def finish', // 3
    '    1', // 4
    '  end', // 5
    'end', // 6
    '', // 7
    'def write(io, other)', // 8
    '  gzip = Zlib::GzipWriter.new(io)', // 9
    '  gzip.finish', // 10
    '  Digest::SHA256.finish', // 11
    '  other.finish', // 12
    '  Report.new.finish', // 13
    'end', // 14
    'def each', // 15
    '  z = ::Zlib::GzipWriter.new(self)', // 16
    '  z.finish', // 17
    'end', // 18
    '',
  ].join('\n'),
  'geo.cpp': [
    '#include <vector>', // 1
    'struct Shape { void clear() {} };', // 2
    'void run(Unknown k) {', // 3
    '  std::vector<Shape> v;', // 4
    '  v.clear();', // 5
    '  auto u = make(); u.clear(); k.clear();', // 6
    '  std::string s;', // 7
    '  s.clear();', // 8
    '}', // 9
    '',
  ].join('\n'),
  'src/log.ts': 'export class Audit {\n  log(m: string) { return m; }\n}\nexport function run(a: any) {\n  console.log("x");\n  a.log("y");\n}\n',
  'src/com/acme/Ledger.java': [
    'package com.acme;', // 1
    'import java.util.List;', // 2
    'import java.util.ArrayList;', // 3
    'public class Ledger {', // 4
    '    private final List<String> lines = new ArrayList<>();', // 5
    '    public void add(String s) { lines.add(s); }', // 6
    '    public void copy(Object o) { o.add(1); }', // 7: java.lang.Object, no class of the repository
    '}', // 8
    '',
  ].join('\n'),
  'pkg/store.py': 'import logging\n\n\nclass Store:\n    def log(self, msg):\n        logging.log(10, msg)\n\n\ndef use(s):\n    s.log("x")\n',
  // newcomer 25 #6 (retrofit): a dependency's class, imported by its full name, is no class of the repository.
  'src/com/acme/Queue.java': 'package com.acme;\npublic class Queue {\n    public void enqueue(Object o) {}\n}\n',
  'src/com/acme/QueueTest.java': [
    'package com.acme;', // 1
    'import okhttp3.mockwebserver.MockWebServer;', // 2
    'import rx.Observable;', // 3
    'import org.other.Queue;', // 4: a dependency's class named like the repository's: still a possible caller
    'public class QueueTest {', // 5
    '    private final MockWebServer server = new MockWebServer();', // 6
    '    public void run(Queue q) {', // 7
    '        server.enqueue(1);', // 8
    '        Observable.enqueue(2);', // 9
    '        q.enqueue(3);', // 10
    '    }', // 11
    '}', // 12
    '',
  ].join('\n'),
  // A bare npm package held in a variable (express's `var mime = require('mime-types')`).
  'lib/view.js': "var mime = require('mime-types');\nvar local = require('./local');\nfunction View() {}\nView.prototype.lookup = function lookup(n) { return n; };\nfunction type(t) { mime.lookup(t); local.lookup(t); }\nmodule.exports = { View, type };\n",
  'lib/local.js': 'exports.other = function other() {};\n',
  // A namespaced PHP class no file defines (guzzle's .php-cs-fixer.dist.php), beside the repository's own create().
  'src/HandlerStack.php': '<?php\nnamespace GuzzleHttp;\n\nclass HandlerStack\n{\n    public static function create() { return new self(); }\n}\n',
  'config.php': '<?php\n$finder = PhpCsFixer\\Finder::create();\n$stack = \\GuzzleHttp\\HandlerStack::create();\n$other = $unknown->create();\n',
};

describeGraph('code graph: the callers note leaves out calls on types from outside the repository', FILES, 'graph-outside-receivers', (fx) => {
  const noted = async (symbol: string) => {
    const r = await fx.call('code_callers', { symbol });
    assert.ok(!r.isError, r.text);
    return ((r.structured!.unresolved as { examples: string[] } | undefined)?.examples ?? []).sort();
  };

  it('Rust: Box::new, Vec::new, std:: paths and a type imported from std (use std::collections::HashMap as Map) are not Circle.new; T::new() and a receiver of unknown type stay', async () => {
    assert.deepEqual(await noted('Circle.new'), ['src/main.rs:11', 'src/main.rs:12']);
  });

  it('Ruby: gzip.finish on a Zlib::GzipWriter (also written ::Zlib::GzipWriter) and Digest::SHA256.finish are not Report#finish; other.finish stays', async () => {
    assert.deepEqual(await noted('Report#finish'), ['report.rb:12']);
  });

  it('console.log, a field of an imported java.util.List and a stdlib module are not the repository\'s; receivers of unknown type stay (newcomer 13b #6)', async () => {
    assert.deepEqual(await noted('Audit.log'), ['src/log.ts:6']);
    assert.deepEqual(await noted('Store.log'), ['pkg/store.py:10']);
    assert.deepEqual(await noted('Ledger.add'), []);
  });

  it('a dependency\'s class imported by its full name (Java) and a bare npm package (JavaScript) are not the repository\'s; an imported class named like one of the repository stays (newcomer 25 #6)', async () => {
    assert.deepEqual(await noted('Queue.enqueue'), [], 'server.enqueue and Observable.enqueue are left out');
    const q = await fx.call('code_callers', { symbol: 'Queue.enqueue' });
    assert.match(q.text, /QueueTest\.run .*calls it on line 10\)/, 'q.enqueue on the imported class named Queue stays (as a caller: the repository has a Queue)');
    assert.deepEqual(await noted('View.lookup'), ['lib/view.js:5']);
    const r = await fx.call('code_callers', { symbol: 'View.lookup' });
    assert.match(r.text, /`local\.lookup\(t\)`/, 'the repository module\'s call is offered');
    assert.doesNotMatch(r.text, /mime\.lookup/, 'the npm package\'s call is left out');
  });

  it('PHP: PhpCsFixer\\Finder::create() of a namespace no file defines is not HandlerStack::create; a receiver of unknown type stays (newcomer 35 #11)', async () => {
    assert.deepEqual(await noted('HandlerStack::create'), ['config.php:4']);
  });

  it('C++: clear() on a std::vector, a std::string or a type no file defines is not Shape.clear; a receiver of unknown type stays', async () => {
    assert.deepEqual(await noted('Shape.clear'), ['geo.cpp:6']);
  });
});
