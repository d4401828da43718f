/**
 * C# (newcomer 35 #1, #3 on App-vNext/Polly):
 * - `Policy` and `Policy<TResult>` are two classes: `Policy.Handle<E>()`
 *   calls the non-generic one's Handle, `Policy<int>.Handle<E>()` the
 *   generic one's (receiver `Policy\`1`). Both had been given every call (754).
 * - A project imports namespaces for all its files through `global using X;`
 *   in any of them, and through `<Using Include="X" />` in its .csproj or a
 *   Directory.Build.props above it: Polly's Snippets project saw `Polly` only
 *   so, and `new PredicateBuilder().Handle<E>()` (78 calls) and
 *   `new ResiliencePipelineBuilder().AddRetry(…)` (an extension method) were
 *   unresolved. A file of another project does not see them.
 * - A partial class's property declared in another part types calls in this
 *   one (Polly's `Component.ExecuteCore` in ResiliencePipeline.Async.cs); a
 *   nullable field `PipelineComponent? _component` and a null-forgiving
 *   receiver `_component!.ExecuteCore()` keep their class.
 */
import * as assert from 'node:assert/strict';
import { callRows as rows, describeGraph, toolItems } from './helpers';

describeGraph('code graph: C# generic arity and global usings', {
  'src/Core/Core.csproj': '<Project Sdk="Microsoft.NET.Sdk">\n</Project>\n',
  'src/Core/Policy.cs': [
    'namespace Polly;',
    '#pragma warning disable CA1724',
    'public partial class Policy',
    '#pragma warning restore CA1724',
    '{',
    '    public static Policy Handle<E>() { return null; }',
    '}',
    'public partial class Policy<TResult>',
    '{',
    '    public static Policy<TResult> Handle<E>() { return null; }',
    '}',
    '',
  ].join('\n'),
  'src/Core/PredicateBuilder.cs': [
    'namespace Polly;',
    'public partial class PredicateBuilder<TResult>',
    '{',
    '    public PredicateBuilder<TResult> Handle<E>() { return this; }',
    '}',
    'public sealed class PredicateBuilder : PredicateBuilder<object> { }',
    'public static class RetryExtensions',
    '{',
    '    public static PredicateBuilder AddRetry(this PredicateBuilder builder, int n) { return builder; }',
    '}',
    '',
  ].join('\n'),
  'src/Snippets/Snippets.csproj': '<Project Sdk="Microsoft.NET.Sdk">\n  <ItemGroup>\n    <Using Include="Polly" />\n    <Using Include="Polly.Alias" Alias="PA" />\n  </ItemGroup>\n</Project>\n',
  'src/Snippets/Docs.cs': [
    'namespace Snippets.Docs;',
    'internal static class Docs',
    '{',
    '    public static void Go()',
    '    {',
    '        var a = Policy.Handle<int>();',
    '        var b = Policy<string>.Handle<int>();',
    '        var c = new PredicateBuilder().Handle<int>();',
    '        new PredicateBuilder().AddRetry(3);',
    '    }',
    '}',
    '',
  ].join('\n'),
  'src/Core/Component.cs': [
    'namespace Polly;',
    'public abstract class PipelineComponent',
    '{',
    '    public abstract int ExecuteCore(int x);',
    '}',
    'public partial class ResiliencePipeline',
    '{',
    '    internal PipelineComponent Component { get; }',
    '    private PipelineComponent? _spare;',
    '}',
    '',
  ].join('\n'),
  'src/Core/ResiliencePipeline.Async.cs': [
    'namespace Polly;',
    'public partial class ResiliencePipeline',
    '{',
    '    public int Execute(int x) => Component.ExecuteCore(x);',
    '    public int Spare(int x) => _spare!.ExecuteCore(x);',
    '}',
    '',
  ].join('\n'),
  'src/App/App.csproj': '<Project Sdk="Microsoft.NET.Sdk">\n</Project>\n',
  'src/App/Usings.cs': 'global using Polly;\n',
  'src/App/Main.cs': [
    'namespace App;',
    'public static class Main',
    '{',
    '    public static void Run() { new PredicateBuilder().Handle<int>(); }',
    '}',
    '',
  ].join('\n'),
  'src/Other/Other.csproj': '<Project Sdk="Microsoft.NET.Sdk">\n</Project>\n',
  'src/Other/Other.cs': [
    'namespace Other;',
    'public static class Other',
    '{',
    '    public static void Run() { new PredicateBuilder().Handle<int>(); }',
    '}',
    '',
  ].join('\n'),
}, 'csharp-global-usings', (fx) => {
  it('Policy.Handle<E>() is the non-generic class\'s, Policy<string>.Handle<E>() the generic one\'s', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Handle', path: 'src/Core/Policy.cs:6' })).items), ['src/Snippets/Docs.cs:Docs.Go:6']);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'Handle', path: 'src/Core/Policy.cs:10' })).items), ['src/Snippets/Docs.cs:Docs.Go:7']);
  });

  it('a .csproj <Using Include> and a global using reach every file of their project, and no other project\'s', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'PredicateBuilder.Handle' })).items), ['src/App/Main.cs:Main.Run:4', 'src/Snippets/Docs.cs:Docs.Go:8']);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'AddRetry' })).items), ['src/Snippets/Docs.cs:Docs.Go:9']);
  });

  it('a property of another part of a partial class, a nullable field and a null-forgiving receiver keep their class', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'PipelineComponent.ExecuteCore' })).items), ['src/Core/ResiliencePipeline.Async.cs:ResiliencePipeline.Execute:4', 'src/Core/ResiliencePipeline.Async.cs:ResiliencePipeline.Spare:5']);
  });

  it('a class header between #pragma lines has a signature without them', async () => {
    const { items } = await toolItems(fx, 'code_symbol', { name: 'Policy', path: 'src/Core/Policy.cs' });
    assert.deepEqual(items.map((i) => i.signature), ['public partial class Policy', 'public partial class Policy<TResult>']);
  });
});
