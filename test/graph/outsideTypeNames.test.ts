/**
 * A C# or Java call through a type name the repository defines no type of
 * (`DateTimeOffset.Parse(…)`, `TimeSpan.Parse(…)`) is a call on a standard
 * type, left out of the "may call" notes, even where a property or a test
 * method bears that name (Newtonsoft.Json's `public DateTimeOffset
 * DateTimeOffset { get; set; }` made `DateTimeOffset.Parse(…)` a possible
 * caller of JObject.Parse; newcomer 46 #5). A type of the repository so
 * named keeps its calls. Real temp repository, the real grammar.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';

const FILES: Record<string, string> = {
  'Src/Linq/JObject.cs': [
    'namespace Linq {',
    '  public class JObject {',
    '    public static JObject Parse(string json) { return null; }',
    '  }',
    '  public class Holder {',
    '    public System.DateTimeOffset DateTimeOffset { get; set; }',
    '    public object Read(string s) { return DateTimeOffset.Parse(s); }', // 7
    '    public object Span(string s) { return TimeSpan.Parse(s); }', // 8
    '    public object Mine(string s) { return Widget.Parse(s); }', // 9
    '  }',
    '}',
  ].join('\n'),
  'Src/Other/Widget.cs': ['namespace Other {', '  public partial class Widget {}', '}'].join('\n'),
};

describeGraph('code graph: calls through a standard type\'s name in C#', FILES, 'outside-type-names', (fx) => {
  it('leaves DateTimeOffset.Parse and TimeSpan.Parse out of the note, keeps a call through a repository type', async () => {
    const r = await fx.call('code_callers', { symbol: 'JObject.Parse' });
    const u = r.structured!.unresolved as { examples: string[] } | undefined;
    assert.deepEqual(u?.examples ?? [], ['Src/Linq/JObject.cs:9'], r.text);
  });
});
