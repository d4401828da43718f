/**
 * C# extension methods and Kotlin extension functions called on a variable
 * of a type the repository does not define (newcomer 20 #2, MediatR: `var
 * services = new ServiceCollection(); services.AddMediatR(…)` with
 * `AddMediatR(this IServiceCollection services, …)`; 21 of 48 calls were
 * lost with no note). The dependency's class may implement the extended
 * interface, which cannot be checked: the visible extensions of that name
 * extending a type the repository does not define either are the
 * candidates; one symbol (its overloads) is the target via `name`, several
 * none, the call then listed in the callers note. Decoys: an extension of
 * a repository class of the same name (an outside class cannot be one),
 * one of a namespace the file does not use.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const EXT_CS = [
  'using Microsoft.Extensions.DependencyInjection;',
  '',
  'namespace Med',
  '{',
  '    public class Config { }',
  '    public static class ServiceCollectionExtensions',
  '    {',
  '        public static IServiceCollection AddMed(this IServiceCollection services, System.Action<Config> configure) { return services; }',
  '        public static IServiceCollection AddMed(this IServiceCollection services, Config config) { return services; }',
  '    }',
  '    public class Shelf { }',
  '    public static class ShelfExtensions',
  '    {',
  '        public static Shelf Stock(this Shelf s) { return s; }',
  '    }',
  '    public static class FirstRegistrations',
  '    {',
  '        public static IServiceCollection Register(this IServiceCollection services) { return services; }',
  '    }',
  '    public static class SecondRegistrations',
  '    {',
  '        public static IServiceBuilder Register(this IServiceBuilder builder) { return builder; }',
  '    }',
  '}',
  '',
].join('\n');
const HIDDEN_CS = [
  'namespace Hidden',
  '{',
  '    public static class HiddenExtensions',
  '    {',
  '        public static object Hide(this System.IDisposable d) { return d; }',
  '    }',
  '}',
  '',
].join('\n');
const TEST_CS = [
  'using Med;',
  'using Microsoft.Extensions.DependencyInjection;',
  '',
  'namespace Med.Tests',
  '{',
  '    public class SendTests',
  '    {',
  '        public SendTests()',
  '        {',
  '            var services = new ServiceCollection();',
  '            services.AddMed(cfg => { });',
  '            services.Register();',
  '            services.Stock();',
  '            services.Hide();',
  '        }',
  '    }',
  '}',
  '',
].join('\n');

const UTIL_KT = [
  'package demo.util',
  '',
  'fun CharSequence.shout(): String = toString().uppercase()',
  '',
  'fun CharSequence.convert(): String = toString()',
  'fun Appendable.convert(): String = "a"',
  '',
].join('\n');
const MAIN_KT = [
  'package demo',
  '',
  'import demo.util.shout',
  'import demo.util.convert',
  '',
  'fun main() {',
  '    val b = StringBuilder()',
  '    println(b.shout())',
  '    println(b.convert())',
  '}',
  '',
].join('\n');

describeGraph(
  'code graph: extensions called on a variable of a type from outside the repository',
  { 'src/Ext.cs': EXT_CS, 'src/Hidden.cs': HIDDEN_CS, 'test/SendTests.cs': TEST_CS, 'kt/demo/util/Util.kt': UTIL_KT, 'kt/demo/Main.kt': MAIN_KT },
  'outside-extensions',
  (fx) => {
    it('reaches the one visible extension of that name (its overloads) via name, never one of a repository class or an unused namespace', async () => {
      await expectEdges(fx, 'code_callers', {
        'ServiceCollectionExtensions.AddMed': ['test/SendTests.cs:SendTests.SendTests:name'],
        'ShelfExtensions.Stock': [],
        'HiddenExtensions.Hide': [],
        'FirstRegistrations.Register': [],
        shout: ['kt/demo/Main.kt:main:name'],
        // Two top-level extensions of other types in one file are two symbols: neither is chosen.
        'CharSequence.convert': [],
        'Appendable.convert': [],
      });
      await expectEdges(fx, 'code_callees', { 'SendTests.SendTests': ['src/Ext.cs:ServiceCollectionExtensions.AddMed:name'] });
    });

    it('two extensions of the name leave the call unresolved, listed under each one\'s callers as a call that may call it', async () => {
      for (const symbol of ['FirstRegistrations.Register', 'SecondRegistrations.Register']) {
        const r = await fx.call('code_callers', { symbol });
        assert.match(r.text, /Not listed: 1 call named Register that resolves to no definition[^\n]*test\/SendTests\.cs:12/, r.text);
      }
      // An extension of a repository class: the outside class is none, so the call is no candidate.
      const stock = await fx.call('code_callers', { symbol: 'ShelfExtensions.Stock' });
      assert.doesNotMatch(stock.text, /Not listed/, stock.text);
    });
  },
);
