/**
 * A static method is bound by the class named, never dispatched: a call of
 * the base class's static method is no call of a subclass's static method of
 * the same name, which hides it (C# `public new static JObject Parse(…)`,
 * Newtonsoft.Json's `JToken.Parse` calling `Parse(json, null)`, listed as a
 * caller of `JObject.Parse`; newcomer 46 #4; JLS §8.4.8.2 for Java). An
 * instance method's override still is. Real temp repository, the real
 * grammars.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'Src/Linq/JToken.cs': [
    'namespace Linq {',
    '  public class JToken {',
    '    public static JToken Parse(string json) { return Parse(json, null); }',
    '    public static JToken Parse(string json, object s) { return null; }',
    '    public virtual string Describe() { return ""; }',
    '    public string Show() { return Describe(); }',
    '  }',
    '  public class JObject : JToken {',
    '    public new static JObject Parse(string json) { return null; }',
    '    public new static JObject Parse(string json, object s) { return null; }',
    '    public override string Describe() { return "o"; }',
    '  }',
    '  public class Settings {',
    '    static Settings() { }',
    '    public Settings() { }',
    '  }',
    '  public class Maker {',
    '    public Settings Make() { return new Settings(); }',
    '  }',
    '}',
  ].join('\n'),
  'src/shop/Base.java': [
    'package shop;',
    'class Base {',
    '  static Base of() { return null; }',
    '  static Base make() { return of(); }',
    '}',
    'class Sub extends Base {',
    '  static Sub of() { return null; }',
    '}',
  ].join('\n'),
};

describeGraph('code graph: static methods hide, they are not overridden', FILES, 'static-hiding', (fx) => {
  it('a base class\'s static call is no call of the subclass\'s; an override still is', async () => {
    await expectEdges(fx, 'code_callers', {
      'JObject.Parse': [],
      'JObject.Describe': ['Src/Linq/JToken.cs:JToken.Show:base'],
      'Sub.of': [],
      'Base.of': ['src/shop/Base.java:Base.make:same-file'],
    });
  });

  it('C#: `new` runs the instance constructor, never the static one', async () => {
    const r = await fx.call('code_callees', { symbol: 'Maker.Make' });
    assert.match(r.text, /JToken\.cs:15 {2}method Settings\.Settings {2}public Settings\(\)/);
    assert.doesNotMatch(r.text, /static Settings\(\)/);
  });
});
