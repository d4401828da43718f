/**
 * Elements of Java (and Kotlin) collections (newcomer 20 #7, retrofit:
 * `converterFactories.get(i).responseBodyConverter(…)` with the field
 * `List<Converter.Factory> converterFactories` reached nothing). A local,
 * field or parameter declared `List<T>`, `Deque<T>`, `Optional<T>`,
 * `Iterator<T>`, `Map<K, T>` or `T[]` holds elements of T (a nested class
 * kept whole); the Java SE getters give one (`get`, `getFirst`, `peek`,
 * `next`, `Optional.get`, `Map.get`), `iterator()`, `values()`, `stream()`
 * and `filter` the same elements; a field is read by its bare name too, in
 * `for (var b : boxes)` as well. Decoys: Pump.open and Box.open under
 * other element types.
 */
import { describeGraph, expectEdges } from './helpers';

const BOX = ['package shop;', '', 'public class Box {', '  public interface Factory {', '    String open(int n);', '  }', '  public String open() { return "box"; }', '}', ''].join('\n');
const PUMP = ['package shop;', '', 'public class Pump {', '  public String open() { return "pump"; }', '}', ''].join('\n');
const STORE = [
  'package shop;',
  '',
  'import java.util.*;',
  '',
  'public class Store {',
  '  private final List<Box.Factory> factories = new ArrayList<>();',
  '  private final List<Box> boxes;',
  '  private Map<String, Pump> pumps;',
  '',
  '  Store(List<Box> boxes) { this.boxes = boxes; }',
  '',
  '  String field() { return boxes.get(0).open(); }',
  '  String thisField() { return this.boxes.getLast().open(); }',
  '  String nested(int i) { return factories.get(i).open(i); }',
  '  String local() {',
  '    Deque<Pump> ps = new ArrayDeque<>();',
  '    return ps.peek().open() + ps.iterator().next().open();',
  '  }',
  '  String opt(Optional<Box> o) { return o.get().open(); }',
  '  String map(String k) { return pumps.get(k).open(); }',
  '  String stream() { return boxes.stream().filter(b -> true).findFirst().get().open(); }',
  '  String loop() {',
  '    String s = "";',
  '    for (var b : boxes) s += b.open();',
  '    for (Pump p : pumps.values()) s += p.open();',
  '    return s;',
  '  }',
  '}',
  '',
].join('\n');
const SHELF_KT = [
  'package shop',
  '',
  'class Crate {',
  '    fun open(): String = "crate"',
  '}',
  '',
  'class Shelf(private val crates: List<Crate>) {',
  '    val extra: MutableList<Box> = mutableListOf()',
  '    fun first(): String = crates.first().open()',
  '    fun last(): String = extra.last().open()',
  '    fun maybe(): String? = crates.firstOrNull()?.open()',
  '}',
  '',
].join('\n');

describeGraph(
  'code graph: elements of Java and Kotlin collections',
  { 'src/shop/Box.java': BOX, 'src/shop/Pump.java': PUMP, 'src/shop/Store.java': STORE, 'kt/shop/Shelf.kt': SHELF_KT },
  'java-collection-elements',
  (fx) => {
    it('a getter of a declared List, Deque, Optional, Iterator or Map gives its element, of a local, a field or a parameter', async () => {
      await expectEdges(fx, 'code_callees', {
        'Store.field': ['src/shop/Box.java:Box.open:receiver'],
        'Store.thisField': ['src/shop/Box.java:Box.open:receiver'],
        'Store.nested': ['src/shop/Box.java:Box.Factory.open:receiver'],
        'Store.local': ['src/shop/Pump.java:Pump.open:receiver'],
        'Store.opt': ['src/shop/Box.java:Box.open:receiver'],
        'Store.map': ['src/shop/Pump.java:Pump.open:receiver'],
        'Store.stream': ['src/shop/Box.java:Box.open:receiver'],
        'Store.loop': ['src/shop/Box.java:Box.open:receiver', 'src/shop/Pump.java:Pump.open:receiver'],
        'Shelf.first': ['kt/shop/Shelf.kt:Crate.open:receiver'],
        'Shelf.last': ['src/shop/Box.java:Box.open:receiver'],
        'Shelf.maybe': ['kt/shop/Shelf.kt:Crate.open:receiver'],
      });
    });
  },
);
