/**
 * Kotlin, Swift and Dart, whose grammars come from their own npm packages
 * (grammars.json): one small real program each, indexed by the real engine
 * in a temp git repository. Each checks definitions (kind, line, signature,
 * doc), callers across files, and same-named decoys that are not callers.
 */
import * as assert from 'node:assert/strict';
import { assertIndexed, defsIn, expectEdges, firstDef, graphFixture } from './helpers';

describe('code graph: Kotlin, Swift, Dart', () => {
  it('Kotlin: packages and imports (renamed, top-level functions), objects, companion objects, interfaces, class parameters, implicit this; decoys in another package', async () => {
    const fx = await graphFixture({
      'util/Helper.kt': 'package com.example.util\n\nobject Helper {\n    /** Goes. */\n    fun go(n: Int): Int = n\n}\n\nfun top(n: Int): Int = n\n',
      'other/Helper.kt': 'package com.example.other\n\nobject Helper {\n    fun go(n: Int): Int = 0\n}\n\nfun top(n: Int): Int = 0\n',
      'repo/Repo.kt': 'package com.example.repo\n\ninterface Store {\n    fun put(k: Int)\n}\n\nclass Repo : Store {\n    fun save() {}\n    override fun put(k: Int) {}\n}\n',
      'app/Svc.kt': [
        'package com.example.app',
        '',
        'import com.example.util.Helper',
        'import com.example.util.top',
        'import com.example.repo.Repo',
        'import com.example.repo.Store as Db',
        '',
        'interface Logging {',
        '    fun log(s: String) {}',
        '}',
        '',
        '/** A service. */',
        'class Svc(private val repo: Repo, val db: Db) : Base(), Logging {',
        '    fun run(n: Int): Int {',
        '        repo.save()',
        '        db.put(n)',
        '        this.done()',
        '        log("run")',
        '        helper(n)',
        '        Helper.go(n)',
        '        return top(n)',
        '    }',
        '',
        '    fun done() {}',
        '',
        '    private fun helper(n: Int) = n',
        '',
        '    companion object {',
        '        fun make(): Svc = Svc(Repo(), Repo())',
        '    }',
        '}',
        '',
        'enum class Color { RED, GREEN }',
        'typealias Id = String',
      ].join('\n'),
      'app/Main.kt': 'package com.example.app\n\nimport com.example.repo.Repo\n\nfun main() {\n    val s = Svc.make()\n    val t = Svc(Repo(), Repo())\n    t.run(1)\n}\n',
    }, 'graph-kotlin');
    await expectEdges(fx, 'code_callers', {
      'Helper.go @ util': ['app/Svc.kt:Svc.run:receiver'],
      'Helper.go @ other': [],
      'top @ util': ['app/Svc.kt:Svc.run:import'],
      'top @ other': [],
      'Repo.save': ['app/Svc.kt:Svc.run:receiver'],
      'Store.put': ['app/Svc.kt:Svc.run:receiver'],
      'Svc.done': ['app/Svc.kt:Svc.run:receiver'],
      'Svc.helper': ['app/Svc.kt:Svc.run:same-file'],
      'Logging.log': ['app/Svc.kt:Svc.run:receiver'],
      'Svc.run': ['app/Main.kt:main:receiver'],
      'Svc.make': ['app/Main.kt:main:receiver'],
    });
    assert.deepEqual(defsIn(fx, 'app/Svc.kt'), [
      'interface Logging 8', 'method Logging.log 9', 'class Svc 13', 'method Svc.constructor 13', 'method Svc.run 14', 'method Svc.done 24', 'method Svc.helper 26',
      'method Svc.make 29', 'enum Color 33', 'type Id 34',
    ]);
    const svc = firstDef(fx, 'Svc', { kind: 'class' });
    assert.equal(svc.doc, 'A service.');
    assert.equal(svc.signature, 'class Svc(private val repo: Repo, val db: Db) : Base(), Logging');
    const go = firstDef(fx, 'Helper.go', { path: 'util' });
    assert.equal(go.signature, 'fun go(n: Int): Int');
    assert.equal(go.doc, 'Goes.');
    assertIndexed(fx, { kotlin: 5 });
  });

  it('Swift: modules by Sources/ folder and import, extensions adding methods, protocols, properties, implicit self; decoys in a module not imported', async () => {
    const fx = await graphFixture({
      'Package.swift': '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "demo")\n',
      'Sources/Util/Helper.swift': 'public enum Helper {\n    /// Goes.\n    public static func go(_ n: Int) -> Int { return n }\n}\n\npublic func top(_ n: Int) -> Int { return n }\n',
      'Sources/Other/Helper.swift': 'public enum Helper {\n    public static func go(_ n: Int) -> Int { return 0 }\n}\n\npublic func top(_ n: Int) -> Int { return 0 }\n',
      'Sources/App/Repo.swift': 'protocol Store {\n    func put(_ k: Int)\n}\n\nclass Repo: Store {\n    func save() {}\n    func put(_ k: Int) {}\n}\n',
      'Sources/App/Logging.swift': 'protocol Logging {}\n\nextension Logging {\n    func log(_ s: String) {}\n}\n',
      'Sources/App/Svc.swift': [
        'import Foundation',
        'import Util',
        '',
        '/// A service.',
        'class Svc: Logging {',
        '    private let repo: Repo',
        '    let db: Store',
        '',
        '    init(repo: Repo, db: Store) {',
        '        self.repo = repo',
        '        self.db = db',
        '    }',
        '',
        '    func run(n: Int) -> Int {',
        '        repo.save()',
        '        db.put(n)',
        '        self.done()',
        '        log("run")',
        '        _ = helper(n)',
        '        _ = Helper.go(n)',
        '        return top(n)',
        '    }',
        '',
        '    func done() {}',
        '',
        '    private func helper(_ n: Int) -> Int { return n }',
        '',
        '    static func make() -> Svc { return Svc(repo: Repo(), db: Repo()) }',
        '}',
        '',
        'struct Point { var x: Int }',
        'enum Color { case red, green }',
        'typealias Id = String',
      ].join('\n'),
      'Sources/App/main.swift': 'let s = Svc.make()\nlet t: Svc = Svc(repo: Repo(), db: Repo())\n_ = t.run(n: 1)\n',
    }, 'graph-swift');
    const main = 'Sources/App/main.swift';
    await expectEdges(fx, 'code_callers', {
      'Helper.go @ Sources/Util': ['Sources/App/Svc.swift:Svc.run:receiver'],
      'Helper.go @ Sources/Other': [],
      'top @ Sources/Util': ['Sources/App/Svc.swift:Svc.run:import'],
      'top @ Sources/Other': [],
      'Repo.save': ['Sources/App/Svc.swift:Svc.run:receiver'],
      'Store.put': ['Sources/App/Svc.swift:Svc.run:receiver'],
      'Svc.done': ['Sources/App/Svc.swift:Svc.run:receiver'],
      'Svc.helper': ['Sources/App/Svc.swift:Svc.run:same-file'],
      'Logging.log': ['Sources/App/Svc.swift:Svc.run:receiver'],
      'Svc.run': [`${main}:main.swift:receiver`],
      'Svc.make': [`${main}:main.swift:receiver`],
    });
    assert.deepEqual(defsIn(fx, 'Sources/App/Svc.swift'), [
      'class Svc 5', 'method Svc.init 9', 'method Svc.run 14', 'method Svc.done 24', 'method Svc.helper 26', 'method Svc.make 28',
      'class Point 31', 'enum Color 32', 'type Id 33',
    ]);
    assert.deepEqual(defsIn(fx, 'Sources/App/Logging.swift'), ['interface Logging 1', 'method Logging.log 4']);
    const svc = firstDef(fx, 'Svc', { kind: 'class' });
    assert.equal(svc.doc, 'A service.');
    assert.equal(svc.signature, 'class Svc: Logging');
    const go = firstDef(fx, 'Helper.go', { path: 'Sources/Util' });
    assert.equal(go.signature, 'public static func go(_ n: Int) -> Int');
    assert.equal(go.doc, 'Goes.');
    assertIndexed(fx, { swift: 7 });
  });

  it('Dart: package: and relative imports (as, show), mixins, abstract members, fields, implicit this; decoys in a library not imported', async () => {
    const fx = await graphFixture({
      'pubspec.yaml': 'name: demo\n',
      'lib/util.dart': 'class Helper {\n  /// Goes.\n  static int go(int n) => n;\n}\n\nint top(int n) => n;\n',
      'lib/other.dart': 'class Helper {\n  static int go(int n) => 0;\n}\n\nint top(int n) => 0;\n',
      'lib/repo.dart': 'abstract class Store {\n  void put(int k);\n}\n\nclass Repo implements Store {\n  void save() {}\n  @override\n  void put(int k) {}\n}\n\nRepo make() => Repo();\n',
      'lib/log.dart': 'void log(String s) {}\n',
      'lib/svc.dart': [
        "import 'package:demo/util.dart';",
        "import 'repo.dart';",
        "import 'repo.dart' as r;",
        "import 'log.dart' show log;",
        '',
        'mixin Logging {',
        '  void trace(String s) {}',
        '}',
        '',
        '/// A service.',
        'class Svc with Logging {',
        '  final Repo repo;',
        '  final Store db;',
        '',
        '  Svc(this.repo, this.db);',
        '',
        '  int run(int n) {',
        '    repo.save();',
        '    db.put(n);',
        '    this.done();',
        "    trace('run');",
        '    _helper(n);',
        '    Helper.go(n);',
        '    r.make();',
        "    log('x');",
        '    return top(n);',
        '  }',
        '',
        '  void done() {}',
        '',
        '  int _helper(int n) => n;',
        '',
        '  static Svc create() => Svc(Repo(), Repo());',
        '}',
        '',
        'enum Color { red, green }',
        'typedef Id = String;',
      ].join('\n'),
      'bin/main.dart': "import 'package:demo/svc.dart';\nimport 'package:demo/repo.dart';\n\nvoid main() {\n  final s = Svc.create();\n  var t = Svc(Repo(), Repo());\n  t.run(1);\n}\n",
    }, 'graph-dart');
    await expectEdges(fx, 'code_callers', {
      'Helper.go @ lib/util.dart': ['lib/svc.dart:Svc.run:receiver'],
      'Helper.go @ lib/other.dart': [],
      'top @ lib/util.dart': ['lib/svc.dart:Svc.run:import'],
      'top @ lib/other.dart': [],
      'Repo.save': ['lib/svc.dart:Svc.run:receiver'],
      'Store.put': ['lib/svc.dart:Svc.run:receiver'],
      'Svc.done': ['lib/svc.dart:Svc.run:receiver'],
      'Svc._helper': ['lib/svc.dart:Svc.run:same-file'],
      'Logging.trace': ['lib/svc.dart:Svc.run:receiver'],
      make: ['lib/svc.dart:Svc.run:import'],
      log: ['lib/svc.dart:Svc.run:import'],
      'Svc.run': ['bin/main.dart:main:receiver'],
      'Svc.create': ['bin/main.dart:main:receiver'],
    });
    assert.deepEqual(defsIn(fx, 'lib/svc.dart'), [
      'class Logging 6', 'method Logging.trace 7', 'class Svc 11', 'method Svc.Svc 15', 'method Svc.run 17', 'method Svc.done 29', 'method Svc._helper 31',
      'method Svc.create 33', 'enum Color 36', 'type Id 37',
    ]);
    const run = firstDef(fx, 'Svc.run');
    assert.equal(run.signature, 'int run(int n)');
    assert.equal(run.endLine, 27);
    assert.equal(firstDef(fx, 'Svc', { kind: 'class' }).doc, 'A service.');
    assert.equal(firstDef(fx, 'Helper.go', { path: 'lib/util.dart' }).doc, 'Goes.');
    assertIndexed(fx, { dart: 6 });
  });
});
