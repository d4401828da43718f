/**
 * Java calling Kotlin top-level functions through their file's facade class
 * (newcomer 20 #6, retrofit: `KotlinExtensions.awaitResponse(call, c)` in
 * Java calls `Call<T>.awaitResponse()` of KotlinExtensions.kt, which says
 * `@file:JvmName("KotlinExtensions")`; "No callers found"). The facade is
 * named by `@file:JvmName`, else `<FileName>Kt`; Java writes it in full,
 * imports it, sees it in its own package, or imports a function
 * statically; an overload renamed `@JvmName("loudInt")` is called by that
 * name, which tells overloads of one symbol apart. Decoys: the same function name in a package the Java file does not
 * see, and the `<FileName>Kt` name of a file that chose another.
 */
import { describeGraph, expectEdges } from './helpers';

const STRINGS_KT = ['package shop.util', '', 'fun shout(s: String): String = s.uppercase()', ''].join('\n');
const OTHER_KT = ['package other', '', 'fun shout(s: String): String = s', ''].join('\n');
const EXT_KT = [
  '@file:JvmName("Exts")',
  '',
  'package shop',
  '',
  'fun String.loud(): String = this + "!"',
  '',
  '@JvmName("loudInt")',
  'fun Int.loud(): Int = this * 2',
  '',
  'fun List<String>.fill(): Int = size',
  '@JvmName("fillInts")',
  'fun List<Int>.fill(): Int = sum()',
  '',
].join('\n');
const MAIN_JAVA = [
  'package shop;',
  '',
  'import shop.util.StringsKt;',
  'import static shop.Exts.loud;',
  '',
  'public class Main {',
  '  String imported() { return StringsKt.shout("a"); }',
  '  String qualified() { return shop.util.StringsKt.shout("b"); }',
  '  String samePackage() { return Exts.loud("c"); }',
  '  int renamed() { return Exts.loudInt(3); }',
  '  String staticImport() { return loud("d"); }',
  '  String wrongFacade() { return ExtKt.loud("e"); }',
  '  int strings(java.util.List<String> xs) { return Exts.fill(xs); }',
  '  int ints(java.util.List<Integer> xs) { return Exts.fillInts(xs); }',
  '}',
  '',
].join('\n');

describeGraph(
  'code graph: Java calling Kotlin top-level functions through facade classes',
  { 'kt/shop/util/Strings.kt': STRINGS_KT, 'kt/other/Strings.kt': OTHER_KT, 'kt/shop/Ext.kt': EXT_KT, 'src/shop/Main.java': MAIN_JAVA },
  'kotlin-facades',
  (fx) => {
    it('reaches the function of the facade Java names (JvmName or <File>Kt), imported, qualified, of its package or imported statically', async () => {
      await expectEdges(fx, 'code_callees', {
        'Main.imported': ['kt/shop/util/Strings.kt:shout:import'],
        'Main.qualified': ['kt/shop/util/Strings.kt:shout:import'],
        'Main.samePackage': ['kt/shop/Ext.kt:String.loud:import'],
        'Main.renamed': ['kt/shop/Ext.kt:Int.loud:import'],
        'Main.staticImport': ['kt/shop/Ext.kt:String.loud:import'],
        'Main.wrongFacade': [],
      });
      await expectEdges(fx, 'code_callers', {
        'shout @ kt/other/Strings.kt': [],
        'String.loud': ['src/shop/Main.java:Main.samePackage:import', 'src/shop/Main.java:Main.staticImport:import'],
        'Int.loud': ['src/shop/Main.java:Main.renamed:import'],
        // Overloads of one symbol, told apart from Java by the name written (`@JvmName("fillInts")`).
        'List.fill @ kt/shop/Ext.kt:10': ['src/shop/Main.java:Main.strings:import'],
        'List.fill @ kt/shop/Ext.kt:11': ['src/shop/Main.java:Main.ints:import'],
      });
    });
  },
);
