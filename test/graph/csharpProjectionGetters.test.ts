/**
 * C# one element taken from a LINQ projection (issue 3): in
 * `items.Select(x => new Handler(x)).First().Handle()` the receiver of
 * Handle was `items.Select().First()`, which kept no trace of the class the
 * lambda makes, so Handle was "Not listed … may call it". `First`,
 * `FirstOrDefault`, `Single`, `Last` (LINQ's Enumerable, one element) on such
 * a projection, also past `Where(…)` / `ToList()` and across lines, are an
 * instance of the projected class, as they already were on a declared
 * `List<Handler>` / `IEnumerable<Handler>`. Decoy: another projection of the
 * same method, making Other, whose Handle must keep its own receiver.
 */
import { expectEdges, graphFixture, type GraphFixture } from './helpers';

const FILES = {
  'src/Handler.cs': [
    'namespace Shop;',
    '',
    'public class Handler',
    '{',
    '    private readonly string name;',
    '    public Handler(string name) { this.name = name; }',
    '    public Handler Next() { return this; }',
    '    public string Handle() { return name; }',
    '}',
    '',
    'public class Other',
    '{',
    '    public string Handle() { return ""; }',
    '}',
    '',
  ].join('\n'),
  'src/Pipeline.cs': [
    'using System.Collections.Generic;',
    'using System.Linq;',
    '',
    'namespace Shop;',
    '',
    'public class Pipeline',
    '{',
    '    private readonly List<Handler> handlers = new List<Handler>();',
    '',
    '    public string First(List<string> names) => names.Select(n => new Handler(n)).First().Handle();',
    '',
    '    public string Filtered(List<string> names)',
    '    {',
    '        return names',
    '            .Select(n => new Handler(n))',
    '            .Where(h => h != null)',
    '            .ToList()',
    '            .Single()',
    '            .Handle();',
    '    }',
    '',
    '    public string Chained(IEnumerable<string> names) => names.Select(n => new Handler(n)).Last().Next().Handle();',
    '',
    '    public string Both(List<string> names)',
    '    {',
    '        var other = names.Select(n => new Other()).FirstOrDefault().Handle();',
    '        return other + names.Select(n => new Handler(n)).FirstOrDefault().Handle();',
    '    }',
    '',
    '    public string Declared(IEnumerable<Handler> hs) => hs.First().Handle() + handlers.Last().Handle();',
    '}',
    '',
  ].join('\n'),
};

describe('code graph: C# one element of a LINQ projection', function () {
  this.timeout(60000);
  let fx: GraphFixture;
  before(async () => {
    fx = await graphFixture(FILES, 'graph-cs-projection-getters');
  });

  it('First/Single/Last/FirstOrDefault on Select(x => new Handler(x)) reach Handler, a declared List<T>/IEnumerable<T> still does, another projection keeps its class', async () => {
    await expectEdges(fx, 'code_callers', {
      'Handler.Handle': [
        'src/Pipeline.cs:Pipeline.Both:receiver',
        'src/Pipeline.cs:Pipeline.Chained:receiver',
        'src/Pipeline.cs:Pipeline.Declared:receiver',
        'src/Pipeline.cs:Pipeline.Filtered:receiver',
        'src/Pipeline.cs:Pipeline.First:receiver',
      ],
      'Handler.Next': ['src/Pipeline.cs:Pipeline.Chained:receiver'],
      'Other.Handle': ['src/Pipeline.cs:Pipeline.Both:receiver'],
    });
  });
});
