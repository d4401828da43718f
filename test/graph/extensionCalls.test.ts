/**
 * Kotlin extension functions and C# extension methods (newcomer 9): a
 * member call nothing else answers resolves to an extension of its name
 * visible to the file — imported (`import demo.util.shout`), of the same
 * package, or of a `using` namespace — checked by the receiver's type when
 * that is known. Decoys: another package's `shout` nobody imports, an
 * extension of another type called on a typed variable, a C# namespace the
 * caller does not use.
 */
import { expectEdges, indexedGraph } from './helpers';

const UTIL_KT = ['package demo.util', '', 'fun String.shout(): String = this.uppercase() + "!"', ''].join('\n');
const INTS_KT = ['package demo.util', '', 'fun Int.shout(): Int = this * 2', ''].join('\n');
const OTHER_KT = ['package demo.other', '', 'fun String.shout(): String = "decoy"', ''].join('\n');
const MAIN_KT = [
  'package demo',
  '',
  'import demo.util.shout',
  '',
  'fun main() {',
  '    println("hi".shout())',
  '}',
  '',
  'fun typed(s: String) = s.shout()',
  '',
].join('\n');

const EXT_CS = [
  'namespace CommandLine',
  '{',
  '    public class ParserResult<T> { }',
  '    public static class ParserResultExtensions',
  '    {',
  '        public static ParserResult<T> WithParsed<T>(this ParserResult<T> result, System.Action<T> action) { return result; }',
  '    }',
  '}',
  '',
].join('\n');
const DECOY_CS = [
  'namespace Decoy',
  '{',
  '    public static class Exts',
  '    {',
  '        public static CommandLine.ParserResult<T> WithParsed<T>(this CommandLine.ParserResult<T> result, System.Action<T> action) { return result; }',
  '    }',
  '}',
  '',
].join('\n');
const APP_CS = [
  'using CommandLine;',
  '',
  'namespace App',
  '{',
  '    public class Program',
  '    {',
  '        public static void Run(ParserResult<string> r)',
  '        {',
  '            r.WithParsed(o => { });',
  '        }',
  '    }',
  '}',
  '',
].join('\n');

describe('code graph: Kotlin extension functions and C# extension methods', function () {
  this.timeout(60000);
  const fx = indexedGraph(
    {
      'src/demo/util/Util.kt': UTIL_KT,
      'src/demo/util/Ints.kt': INTS_KT,
      'src/demo/other/Other.kt': OTHER_KT,
      'src/demo/Main.kt': MAIN_KT,
      'cs/Ext.cs': EXT_CS,
      'cs/Decoy.cs': DECOY_CS,
      'cs/App.cs': APP_CS,
    },
    'extension-calls',
  );

  it('a member call reaches the extension visible to its file, by the receiver type when known', async () => {
    await expectEdges(fx, 'code_callers', {
      'shout @ src/demo/util/Util.kt': ['src/demo/Main.kt:main:import', 'src/demo/Main.kt:typed:import'],
      // `"hi".shout()`: a String literal (kotlin literalType), so not Int's shout, which the file also imports.
      'shout @ src/demo/util/Ints.kt': [],
      'shout @ src/demo/other/Other.kt': [],
      'WithParsed @ cs/Ext.cs': ['cs/App.cs:Program.Run:import'],
      'WithParsed @ cs/Decoy.cs': [],
    });
  });
});

describe('code graph: a C# extension of an interface called on a class that implements it', function () {
  this.timeout(60000);
  const fx = indexedGraph(
    {
      'cs/Shapes.cs': 'public interface IShape { double Area(); }\npublic class Rect : IShape { public double Area() { return 1; } }\npublic class Plain { }\n',
      'cs/Ext.cs': 'public static class ShapeExt {\n    public static double Double(this IShape s) { return s.Area() * 2; }\n}\npublic static class UseExt {\n    public static double Go(Rect r) { return r.Double(); }\n    public static double No(Plain p) { return p.Double(); }\n}\n',
    },
    'extension-interface',
  );

  it('r.Double() with Rect r : IShape reaches ShapeExt.Double (newcomer 13b #12); p.Double() on an unrelated class does not', async () => {
    // No `using`: both are of the global namespace, and Rect's type was checked against IShape.
    await expectEdges(fx, 'code_callers', { 'ShapeExt.Double': ['cs/Ext.cs:UseExt.Go:receiver'] });
  });
});

describe('code graph: how an extension call on a receiver of unknown type was resolved (issue 3 #2)', function () {
  this.timeout(60000);
  // `fetch()` is defined nowhere in the repository: its result's type is unknown, so only the name and the argument count choose.
  const fx = indexedGraph(
    {
      'src/demo/Local.kt': ['package demo', '', 'class Widget', '', 'fun Widget.paint(times: Int): String = "p$times"', ''].join('\n'),
      'src/demo/lib/Lib.kt': ['package demo.lib', '', 'class Gadget', '', 'fun Gadget.polish(times: Int): String = "g$times"', ''].join('\n'),
      'src/demo/Use.kt': [
        'package demo',
        '',
        'import demo.lib.polish',
        '',
        'fun useBoth() {',
        '    fetch().paint(2)',
        '    fetch().polish(2)',
        '}',
        '',
        'fun typed(w: Widget) = w.paint(1)',
        '',
      ].join('\n'),
    },
    'extension-unknown-receiver',
  );

  it('same package, no import: via name (a guess by name and arity); imported: via import; a typed receiver of the same package: via receiver', async () => {
    await expectEdges(fx, 'code_callers', {
      'paint @ src/demo/Local.kt': ['src/demo/Use.kt:typed:receiver', 'src/demo/Use.kt:useBoth:name'],
      'polish @ src/demo/lib/Lib.kt': ['src/demo/Use.kt:useBoth:import'],
    });
  });
});
