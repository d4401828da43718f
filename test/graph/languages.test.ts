/**
 * One small real program per language: definitions, callers and callees
 * resolved through that language's imports, receivers and scopes, and a
 * same-named decoy that must never show up as a caller.
 */
import * as assert from 'node:assert/strict';
import { graphFixture, type GraphFixture } from './helpers';

/** `path:name:via` of code_callers for `symbol` (scoped by `path`). */
async function callers(fx: GraphFixture, symbol: string, path?: string): Promise<string[]> {
  const r = await fx.call('code_callers', path ? { symbol, path } : { symbol });
  assert.ok(!r.isError && !r.structured?.candidates, r.text);
  return ((r.structured!.items ?? []) as any[]).map((i) => `${i.path}:${i.name}:${i.via}`).sort();
}

describe('code graph: languages', () => {
  it('Python: from-import with alias, module import, self, constructed variables', async () => {
    const fx = await graphFixture({
      'pkg/__init__.py': '',
      'pkg/util.py': 'def helper(n):\n    """Returns n."""\n    return n\n\nclass Repo:\n    def save(self):\n        return 1\n',
      'pkg/svc.py': [
        'from .util import helper as h, Repo',
        'from . import util',
        '',
        'class Svc:',
        '    def __init__(self, repo: Repo):',
        '        self.repo = repo',
        '',
        '    def run(self, n):',
        '        r = Repo()',
        '        r.save()',
        '        self.done()',
        '        util.helper(1)',
        '        return h(n)',
        '',
        '    def done(self):',
        '        pass',
      ].join('\n'),
      'pkg/decoy.py': 'def helper(n):\n    return 0\n\ndef other():\n    return helper(2)\n',
    }, 'graph-py');
    const sym = await fx.call('code_symbol', { name: 'helper', path: 'pkg/util.py' });
    assert.match(sym.text, /^pkg\/util\.py:1  function helper  def helper\(n\)\n    Returns n\.$/m);
    assert.equal(fx.graph.findDefinitions('helper', { path: 'pkg/util.py' })[0].doc, 'Returns n.');
    assert.deepEqual(await callers(fx, 'helper', 'pkg/util.py'), ['pkg/svc.py:Svc.run:import']);
    assert.deepEqual(await callers(fx, 'helper', 'pkg/decoy.py'), ['pkg/decoy.py:other:same-file']);
    assert.deepEqual(await callers(fx, 'Repo.save'), ['pkg/svc.py:Svc.run:receiver']);
    assert.deepEqual(await callers(fx, 'Svc.done'), ['pkg/svc.py:Svc.run:receiver']);
  });

  it('Go: package imports, same-package names, receivers and struct fields', async () => {
    const fx = await graphFixture({
      'go.mod': 'module example.com/m\n\ngo 1.22\n',
      'util/util.go': 'package util\n\n// Do does it.\nfunc Do() int { return 1 }\n',
      'server.go': 'package main\n\ntype DB struct{}\n\nfunc (d *DB) Query() int { return 1 }\n\n// Server serves.\ntype Server struct {\n\tdb *DB\n}\n\nfunc (s *Server) Handle() {\n\ts.db.Query()\n\thelper()\n}\n',
      'helper.go': 'package main\n\nfunc helper() {}\n',
      'main.go': 'package main\n\nimport (\n\t"fmt"\n\tu "example.com/m/util"\n)\n\nfunc run() {\n\tfmt.Println(u.Do())\n\ts := &Server{}\n\ts.Handle()\n}\n',
      'other/other.go': 'package other\n\nfunc helper() {}\n\nfunc Do() int { return 2 }\n',
    }, 'graph-go');
    assert.deepEqual(await callers(fx, 'Do', 'util'), ['main.go:run:import']);
    assert.deepEqual(await callers(fx, 'Do', 'other'), []);
    assert.deepEqual(await callers(fx, 'Server.Handle'), ['main.go:run:receiver']);
    assert.deepEqual(await callers(fx, 'DB.Query'), ['server.go:Server.Handle:receiver']);
    assert.deepEqual(await callers(fx, 'helper', 'helper.go'), ['server.go:Server.Handle:name']);
    assert.deepEqual(await callers(fx, 'helper', 'other'), []);
    assert.equal(fx.graph.findDefinitions('Server')[0].doc, 'Server serves.');
  });

  it('Rust: use lists with aliases, mod paths, Type::new, self fields', async () => {
    const fx = await graphFixture({
      'Cargo.toml': '[package]\nname = "demo"\nversion = "0.1.0"\n',
      'src/main.rs': [
        'mod util;',
        'use crate::util::{helper, Db as Store};',
        'struct Server { db: Store }',
        'impl Server {',
        '    fn new() -> Self { Server { db: Store::new() } }',
        '    fn handle(&self) -> i32 { self.db.query(); helper() }',
        '}',
        'fn main() { let s = Server::new(); s.handle(); util::other(); }',
      ].join('\n'),
      'src/util.rs': '/// Helps.\npub fn helper() -> i32 { 1 }\npub fn other() {}\npub struct Db;\nimpl Db {\n    pub fn new() -> Self { Db }\n    pub fn query(&self) -> i32 { 2 }\n}\n',
      'src/decoy.rs': 'pub fn helper() -> i32 { 0 }\n',
    }, 'graph-rs');
    assert.deepEqual(await callers(fx, 'helper', 'src/util.rs'), ['src/main.rs:Server::handle:import']);
    assert.deepEqual(await callers(fx, 'helper', 'src/decoy.rs'), []);
    assert.deepEqual(await callers(fx, 'Db.query'), ['src/main.rs:Server::handle:receiver']);
    assert.deepEqual(await callers(fx, 'Db.new'), ['src/main.rs:Server::new:receiver']);
    assert.deepEqual(await callers(fx, 'Server.new'), ['src/main.rs:main:receiver']);
    assert.deepEqual(await callers(fx, 'other'), ['src/main.rs:main:import']);
    assert.equal(fx.graph.findDefinitions('helper', { path: 'src/util.rs' })[0].doc, 'Helps.');
  });

  it('Java: imports, fields, inherited members, static calls, same-named decoy class', async () => {
    const fx = await graphFixture({
      'src/com/acme/util/Helper.java': 'package com.acme.util;\npublic class Helper {\n  public static int go(int n) { return n; }\n}\n',
      'src/com/acme/app/Base.java': 'package com.acme.app;\npublic class Base {\n  protected void log() {}\n}\n',
      'src/com/acme/app/Repo.java': 'package com.acme.app;\npublic class Repo {\n  public void save() {}\n}\n',
      'src/com/acme/app/Svc.java': [
        'package com.acme.app;',
        'import com.acme.util.Helper;',
        '/** The service. */',
        'public class Svc extends Base {',
        '  private Repo repo;',
        '  public Svc(Repo repo) { this.repo = repo; }',
        '  public int run(int n) { repo.save(); log(); helper(); return Helper.go(n); }',
        '  private void helper() {}',
        '}',
      ].join('\n'),
      'src/com/acme/other/Decoy.java': 'package com.acme.other;\npublic class Decoy {\n  void save() {}\n  void helper() {}\n  static int go(int n) { return 0; }\n}\n',
    }, 'graph-java');
    assert.deepEqual(await callers(fx, 'Repo.save'), ['src/com/acme/app/Svc.java:Svc.run:receiver']);
    assert.deepEqual(await callers(fx, 'Base.log'), ['src/com/acme/app/Svc.java:Svc.run:receiver']);
    assert.deepEqual(await callers(fx, 'Helper.go'), ['src/com/acme/app/Svc.java:Svc.run:receiver']);
    assert.deepEqual(await callers(fx, 'Svc.helper'), ['src/com/acme/app/Svc.java:Svc.run:same-file']);
    assert.deepEqual(await callers(fx, 'Decoy.save'), []);
    assert.deepEqual(await callers(fx, 'Decoy.go'), []);
    assert.equal(fx.graph.findDefinitions('Svc', { kind: 'class' })[0].doc, 'The service.');
  });

  it('C#: using namespaces, fields, implicit this, decoy in another namespace', async () => {
    const fx = await graphFixture({
      'Util/Tools.cs': 'namespace Acme.Util {\n  public static class Tools {\n    public static int Go(int n) { return n; }\n  }\n}\n',
      'App/Svc.cs': [
        'using Acme.Util;',
        'namespace Acme.App {',
        '  public class Repo { public void Save() {} }',
        '  public class Svc {',
        '    private Repo repo;',
        '    public Svc(Repo r) { repo = r; }',
        '    public int Run(int n) { repo.Save(); Helper(); return Tools.Go(n); }',
        '    void Helper() {}',
        '  }',
        '}',
      ].join('\n'),
      'Other/Decoy.cs': 'namespace Acme.Other {\n  public class Tools {\n    public static int Go(int n) { return 0; }\n  }\n}\n',
    }, 'graph-cs');
    assert.deepEqual(await callers(fx, 'Tools.Go', 'Util'), ['App/Svc.cs:Svc.Run:receiver']);
    assert.deepEqual(await callers(fx, 'Tools.Go', 'Other'), []);
    assert.deepEqual(await callers(fx, 'Repo.Save'), ['App/Svc.cs:Svc.Run:receiver']);
    assert.deepEqual(await callers(fx, 'Svc.Helper'), ['App/Svc.cs:Svc.Run:same-file']);
  });

  it('C++ (with C): out-of-line methods, members, declared types, repository-wide names', async () => {
    const fx = await graphFixture({
      'util.h': 'int helper2(void);\n',
      'util.c': '/* Helps. */\nint helper2(void) { return 1; }\n',
      'svc.h': 'class Repo { public: void save() {} };\nclass Svc {\n public:\n  int run(int n);\n  void helper() {}\n private:\n  Repo repo;\n};\n',
      'svc.cpp': '#include "svc.h"\n#include "util.h"\nint Svc::run(int n) { repo.save(); helper(); return helper2(); }\n',
      'main.cpp': '#include "svc.h"\nint main() { Svc s; s.run(1); return 0; }\n',
    }, 'graph-cpp');
    assert.deepEqual(await callers(fx, 'Repo.save'), ['svc.cpp:Svc::run:receiver']);
    assert.deepEqual(await callers(fx, 'Svc.helper'), ['svc.cpp:Svc::run:receiver']);
    assert.deepEqual(await callers(fx, 'helper2'), ['svc.cpp:Svc::run:name']);
    assert.deepEqual(await callers(fx, 'Svc.run'), ['main.cpp:main:receiver']);
    // A repository with C++ sources reads its .h files as C++; .c files are C and call across.
    assert.deepEqual(fx.graph.status().byLanguage, { c: 1, cpp: 4 });
    const callees = await fx.call('code_callees', { symbol: 'Svc.run' });
    assert.deepEqual((callees.structured!.items as any[]).map((i) => i.name).sort(), ['Repo::save', 'Svc::helper', 'helper2']);
  });

  it('Ruby: classes, @fields, bare method calls, inherited methods', async () => {
    const fx = await graphFixture({
      'lib/repo.rb': 'class Repo\n  def save\n  end\nend\n',
      'lib/base.rb': 'class Base\n  def log_it\n  end\nend\n',
      'lib/svc.rb': 'class Svc < Base\n  def initialize\n    @repo = Repo.new\n  end\n\n  # Runs it.\n  def run\n    @repo.save\n    helper\n    log_it\n  end\n\n  def helper\n  end\nend\n',
    }, 'graph-rb');
    assert.deepEqual(await callers(fx, 'Repo.save'), ['lib/svc.rb:Svc#run:receiver']);
    assert.deepEqual(await callers(fx, 'Svc.helper'), ['lib/svc.rb:Svc#run:same-file']);
    assert.deepEqual(await callers(fx, 'Base.log_it'), ['lib/svc.rb:Svc#run:receiver']);
    assert.equal(fx.graph.findDefinitions('Svc.run')[0].doc, 'Runs it.');
  });

  it('PHP: namespaces and use, $this->field, static calls, functions', async () => {
    const fx = await graphFixture({
      'src/Repo.php': '<?php\nnamespace App;\nclass Repo { public function save() {} }\n',
      'src/Util/Helper.php': '<?php\nnamespace Util;\nclass Helper { public static function go() {} }\n',
      'src/Other/Helper.php': '<?php\nnamespace Other;\nclass Helper { public static function go() {} }\n',
      'src/functions.php': '<?php\nfunction top() {}\n',
      'src/Svc.php': [
        '<?php',
        'namespace App;',
        'use Util\\Helper;',
        'class Svc {',
        '  private Repo $repo;',
        '  public function __construct(Repo $repo) { $this->repo = $repo; }',
        '  public function run() { $this->repo->save(); $this->helper(); Helper::go(); top(); }',
        '  private function helper() {}',
        '}',
      ].join('\n'),
    }, 'graph-php');
    assert.deepEqual(await callers(fx, 'Repo.save'), ['src/Svc.php:Svc::run:receiver']);
    assert.deepEqual(await callers(fx, 'Helper.go', 'src/Util'), ['src/Svc.php:Svc::run:receiver']);
    assert.deepEqual(await callers(fx, 'Helper.go', 'src/Other'), []);
    assert.deepEqual(await callers(fx, 'top'), ['src/Svc.php:Svc::run:name']);
    assert.deepEqual(await callers(fx, 'Svc.helper'), ['src/Svc.php:Svc::run:receiver']);
  });

  it('Bash: functions and the commands that call them', async () => {
    const fx = await graphFixture({
      'lib.sh': '#!/bin/bash\n# Logs a line.\nlog() { echo "$@"; }\n',
      'run.sh': '#!/bin/bash\nsource ./lib.sh\ngreet() { log hi; helper; }\nhelper() { :; }\ngreet\n',
    }, 'graph-sh');
    assert.deepEqual(await callers(fx, 'log'), ['run.sh:greet:import']);
    assert.deepEqual(await callers(fx, 'helper'), ['run.sh:greet:same-file']);
    assert.deepEqual(await callers(fx, 'greet'), ['run.sh:run.sh:same-file']);
    assert.equal(fx.graph.findDefinitions('log')[0].doc, 'Logs a line.');
  });

  it('TSX: components and hooks across files', async () => {
    const fx = await graphFixture({
      'src/hooks.ts': 'export function useCount(): number { return 1; }\n',
      'src/App.tsx': "import { useCount } from './hooks';\nexport function App() {\n  const n = useCount();\n  return <div>{n}</div>;\n}\n",
    }, 'graph-tsx');
    assert.deepEqual(await callers(fx, 'useCount'), ['src/App.tsx:App:import']);
  });
});
