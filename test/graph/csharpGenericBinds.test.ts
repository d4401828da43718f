/**
 * C# variables, fields, properties and parameters declared with a generic
 * type keep its arity (csharpArity csharpGenericBinds): with both `Policy` and
 * `Policy<TResult>` declared, `Policy<int> p; p.Execute(…)` calls only the
 * generic class's Execute (newcomer 35, Polly: instance binds had lost the
 * type arguments and gave both classes every call); `new Policy<int>()`
 * constructs the generic class and `new Policy()` the other (CallRec.typeArgs).
 */
import * as assert from 'node:assert/strict';
import { callRows as rows, describeGraph, expectEdges, toolItems } from './helpers';

describeGraph('code graph: C# binds of generic types', {
  'src/Policy.cs': [
    'namespace N {',
    '  public class Policy {',
    '    public void Execute(System.Action a) { a(); }',
    '  }',
    '  public class Policy<TResult> {',
    '    public TResult Execute(System.Func<TResult> f) { return f(); }',
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/User.cs': [
    'namespace N {',
    '  public class User {',
    '    private Policy<int> _policy = new Policy<int>();',
    '    public Policy<string> Prop { get; set; }',
    '    public int Run(Policy<int> arg) {',
    '      Policy<int> p = new Policy<int>();',
    '      var q = new Policy<int>();',
    '      _policy.Execute(() => 0);',
    '      Prop.Execute(() => "x");',
    '      return p.Execute(() => 1) + q.Execute(() => 2) + arg.Execute(() => 3);',
    '    }',
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/Maker.cs': [
    'namespace N {',
    '  public class Maker {',
    '    public object Plain() { return new Policy(); }',
    '    public object Generic() { return new Policy<int>(); }',
    '    public object Qualified() { return new N.Policy<string>(); }',
    '    public void TargetTyped() { Policy<long> p = new(); }',
    '  }',
    '}',
    '',
  ].join('\n'),
}, 'csharp-generic-binds', (fx) => {
  it('`new Policy<int>()` constructs the generic class, `new Policy()` the other (C# §7.6: name and arity)', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Policy', path: 'src/Policy.cs:5' })).items), ['src/Maker.cs:Maker.Generic:4', 'src/Maker.cs:Maker.Qualified:5', 'src/Maker.cs:Maker.TargetTyped:6', 'src/User.cs:User.Run:6,7', 'src/User.cs:User:3']);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Policy', path: 'src/Policy.cs:2' })).items), ['src/Maker.cs:Maker.Plain:3']);
  });
  it('calls through a local, a `var` of `new Policy<int>()`, a field, a property and a parameter of Policy<int> are the generic class\'s', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Policy.Execute', path: 'src/Policy.cs:6' })).items), ['src/User.cs:User.Run:8,9,10']);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Policy.Execute', path: 'src/Policy.cs:3' })).items), []);
  });
});

// AutoMapper's `Map<TDestination>(object)` beside `Map<TSource, TDestination>(TSource)` (newcomer 48 B-5): a call written with
// type arguments calls the generic method declaring that many.
describeGraph('code graph: C# generic methods by their count of type arguments', {
  'src/Mapper.cs': [
    'namespace A {',
    '  public class Mapper {',
    '    public TDestination Map<TDestination>(object source) { return default; }',
    '    public TDestination Map<TSource, TDestination>(TSource source) { return default; }',
    '  }',
    '  public class Src {} public class Dst {}',
    '  public class Use {',
    '    public void One(Mapper m) { m.Map<Dst>(new Src()); }',
    '    public void Two(Mapper m) { m.Map<Src, Dst>(new Src()); }',
    '  }',
    '}',
  ].join('\n'),
}, 'csharp-generic-methods', (fx) => {
  it('tells the overloads apart by the type arguments written', async () => {
    await expectEdges(fx, 'code_callers', {
      'Map @ src/Mapper.cs:3': ['src/Mapper.cs:Use.One:receiver'],
      'Map @ src/Mapper.cs:4': ['src/Mapper.cs:Use.Two:receiver'],
    });
  });
});
