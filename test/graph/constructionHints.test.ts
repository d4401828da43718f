/**
 * The "nothing constructs it" sentence shows how the class's language writes
 * a construction (newcomer 13: a Rust struct was told `new Account()` /
 * `Account()`), and a trait, interface or abstract class — never constructed
 * itself — is not said to lack constructions at all.
 */
import * as assert from 'node:assert/strict';
import { graphFixture, type GraphFixture } from './helpers';

const FILES = {
  'Cargo.toml': '[package]\nname = "t"\nversion = "0.1.0"\n',
  'src/lib.rs': 'pub trait Chargeable {\n    fn charge(&mut self) -> bool;\n}\npub struct Account {\n    pub balance: u64,\n}\nimpl Account {\n    pub fn deposit(&mut self) {}\n}\n',
  'Shapes.scala': 'trait Shape {\n  def area(): Double\n}\n',
  'src/Base.php': '<?php\nabstract class Base {\n    public function name() { return "b"; }\n}\n',
  'src/Run.java': 'public interface Run {\n  void run();\n}\n',
  'src/Gone.ts': 'export class Gone {\n  go() {}\n}\n',
};

describe('code graph: how the callers sentence says a class is constructed', function () {
  this.timeout(60000);
  let fx: GraphFixture;
  before(async () => {
    fx = await graphFixture(FILES, 'construction-hints');
  });

  it('a Rust struct is made with Account { … } / Account::new(…), a TS class with new', async () => {
    const rust = await fx.call('code_callers', { symbol: 'Account' });
    assert.match(rust.text, /nothing constructs it \(its callers are the code that creates it, `Account \{ … \}` \/ `Account::new\(…\)`\)/);
    const ts = await fx.call('code_callers', { symbol: 'Gone' });
    assert.match(ts.text, /`new Gone\(…\)`\)/);
  });

  it('traits, interfaces and abstract classes are not said to lack constructions', async () => {
    for (const [symbol, word] of [['Chargeable', 'implementations'], ['Shape', 'implementations'], ['Base', 'subclasses'], ['Run', 'implementations']]) {
      const r = await fx.call('code_callers', { symbol });
      assert.doesNotMatch(r.text, /nothing constructs it/, r.text);
      assert.match(r.text, new RegExp(`is not constructed itself \\(its ${word} are\\)`), r.text);
    }
  });
});
