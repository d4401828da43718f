/**
 * The callers note leaves out calls made on types from outside the
 * repository (outsideTypes.ts; newcomer 12): Rust `Box::new(c)` and
 * `Vec::new()` for the repository's `Circle.new`, Ruby `gzip.finish` with
 * `gzip = Zlib::GzipWriter.new(io)` for `Report#finish`, C++ `v.clear()` on a
 * `std::vector`, `k.clear()` with `k` of a type no file defines, a type
 * imported from std (`use std::collections::HashMap as Map`); newcomer 13b:
 * `console.log`, a field of an imported `java.util.List`, Python's
 * `logging.log`. A type parameter (`T::new()`) and a receiver of unknown type
 * stay possible callers.
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

  it('C++: clear() on a std::vector, a std::string or a type no file defines is not Shape.clear; a receiver of unknown type stays', async () => {
    assert.deepEqual(await noted('Shape.clear'), ['geo.cpp:6']);
  });
});
