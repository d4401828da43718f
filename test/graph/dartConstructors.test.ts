/**
 * Dart constructors and import prefixes (newcomer 13a #9): a constructor
 * without a body (`Book.untitled() : this('u');`, `RareBook(t) : super(t);`,
 * `Book(this.title);`) is a definition, its `this(…)` / `super(…)` a call of
 * the constructor it names; `final u = Book.untitled()`, `final m =
 * util.Member('ann')` and `util.Member.guest()` type their variables.
 */
import * as assert from 'node:assert/strict';
import { callers, defsIn, graphFixture, type GraphFixture } from './helpers';

const FILES = {
  'pubspec.yaml': 'name: app\n',
  'lib/books.dart': [
    'class Book {', // 1
    '  final String title;', // 2
    '  Book(this.title);', // 3
    "  Book.untitled() : this('untitled');", // 4
    '  bool lend(String who) => true;', // 5
    '}', // 6
    'class RareBook extends Book {', // 7
    '  RareBook(String title) : super(title);', // 8
    '}', // 9
    '',
  ].join('\n'),
  'lib/util.dart': "class Member {\n  final String name;\n  Member(this.name);\n  factory Member.guest() => Member('guest');\n  void join() {}\n}\n",
  'bin/main.dart': [
    "import 'package:app/books.dart';", // 1
    "import 'package:app/util.dart' as util;", // 2
    'void main() {', // 3
    '  final u = Book.untitled();', // 4
    "  u.lend('cy');", // 5
    "  final m = util.Member('ann');", // 6
    '  m.join();', // 7
    '  final g = util.Member.guest();', // 8
    '  g.join();', // 9
    '}', // 10
    '',
  ].join('\n'),
};

describe('code graph: Dart constructors without a body, and types through an import prefix', function () {
  this.timeout(60000);
  let fx: GraphFixture;
  before(async () => {
    fx = await graphFixture(FILES, 'graph-dart-constructors');
    await fx.call('code_symbol', { name: 'Book' });
  });

  it('bodyless constructors are definitions; this(…) and super(…) call the constructor they name', async () => {
    assert.deepEqual(defsIn(fx, 'lib/books.dart'), ['class Book 1', 'method Book.Book 3', 'method Book.untitled 4', 'method Book.lend 5', 'class RareBook 7', 'method RareBook.RareBook 8']);
    const strip = (xs: string[]) => xs.map((e) => e.replace(/:[a-z-]+$/, ''));
    assert.deepEqual(strip(await callers(fx, 'Book.Book')), ['lib/books.dart:Book.untitled', 'lib/books.dart:RareBook.RareBook']);
  });

  it('Book.untitled(), util.Member(…) and util.Member.guest() type their variables', async () => {
    assert.deepEqual(await callers(fx, 'Book.lend'), ['bin/main.dart:main:receiver']);
    assert.deepEqual(await callers(fx, 'Member.join'), ['bin/main.dart:main:receiver']);
  });
});
