/**
 * A C# variable declared in an `out` argument (`TryGetValue(pair, out
 * TypeMap typeMap)`) has the type it is declared with after the call:
 * AutoMapper's `typeMap.Seal(this)` calls TypeMap.Seal (newcomer 48 B-10;
 * it was a "may call" note). An `out var` takes no type here. Real temp
 * repository, the real grammar.
 */
import * as assert from 'node:assert/strict';
import { callRows as rows, describeGraph } from './helpers';

describeGraph('code graph: C# out variables', {
  'src/Config.cs': [
    'namespace N {',
    '  public class TypeMap { public void Seal() {} }',
    '  public class C {',
    '    System.Collections.Generic.Dictionary<int, TypeMap> d;',
    '    public void Go() {',
    '      if (d.TryGetValue(1, out TypeMap typeMap)) typeMap.Seal();',
    '      if (d.TryGetValue(2, out var other)) other.Seal();',
    '    }',
    '  }',
    '}',
  ].join('\n'),
}, 'csharp-out-variables', (fx) => {
  it('types the variable an out argument declares', async () => {
    const r = await fx.call('code_callers', { symbol: 'TypeMap.Seal' });
    assert.deepEqual(rows(r.structured!.items as never), ['src/Config.cs:C.Go:6'], r.text);
    assert.deepEqual((r.structured!.unresolved as { examples: string[] }).examples, ['src/Config.cs:7']);
  });
});
