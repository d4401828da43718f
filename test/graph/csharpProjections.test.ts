/**
 * C# elements the LINQ projections, dictionary entries and async streams
 * hold (issue 3, MediatR / Polly): `var hs = names.Select(n => new
 * Executor(n)).ToList(); foreach (var e in hs) e.Run();` (MediatR's
 * HandlersOrderer, Polly's CompositeComponent project so), a lambda or a
 * foreach on such a chain, `foreach (var kv in byKey) kv.Key.Close()` and
 * `await foreach (var x in stream)` over an `IAsyncEnumerable<Executor>` left
 * their calls unresolved ("Not listed … may call it"), as did a foreach over
 * `TimerEntries.Where(…)` of a `ConcurrentQueue<TimerEntry>` property whose
 * `record TimerEntry` is nested in the same class (Polly's
 * HedgingTimeProvider). Decoy: Other's methods of the same names.
 */
import { expectEdges, graphFixture, type GraphFixture } from './helpers';

const FILES = {
  'src/Executor.cs': [
    'namespace Shop;',
    '',
    'public class Executor',
    '{',
    '    public Executor(string name) { }',
    '    public void Run() { }',
    '}',
    '',
    'public class Other',
    '{',
    '    public void Run() { }',
    '    public void Close() { }',
    '}',
    '',
    'public class Route',
    '{',
    '    public void Close() { }',
    '}',
    '',
  ].join('\n'),
  'src/TimeProvider.cs': [
    'using System.Collections.Concurrent;',
    'using System.Linq;',
    '',
    'namespace Shop;',
    '',
    'public class Predicates',
    '{',
    '    public void Add(string p) { }',
    '}',
    '',
    'public class TimeProvider',
    '{',
    '    public TimeProvider()',
    '    {',
    '        Predicates = new Predicates();',
    '        Predicates.Add("x");',
    '    }',
    '',
    '    internal Predicates Predicates { get; }',
    '',
    '    public ConcurrentQueue<TimerEntry> TimerEntries { get; } = new();',
    '',
    '    public void Advance()',
    '    {',
    '        foreach (var entry in TimerEntries.Where(e => e.Due))',
    '        {',
    '            entry.Complete();',
    '        }',
    '    }',
    '',
    '    public record TimerEntry(bool Due)',
    '    {',
    '        public void Complete() { }',
    '    }',
    '}',
    '',
  ].join('\n'),
  'src/Publisher.cs': [
    'using System.Collections.Generic;',
    'using System.Linq;',
    'using System.Threading.Tasks;',
    '',
    'namespace Shop;',
    '',
    'public class Publisher',
    '{',
    '    private readonly Dictionary<Route, Executor> _byKey = new();',
    '',
    '    public void Publish(IEnumerable<string> names)',
    '    {',
    '        var executors = names.Select(n => new Executor(n)).ToList();',
    '        foreach (var e in executors)',
    '        {',
    '            e.Run();',
    '        }',
    '    }',
    '',
    '    public void Inline(IEnumerable<string> names)',
    '    {',
    '        foreach (var e in names.Select(n => new Executor(n)))',
    '        {',
    '            e.Run();',
    '        }',
    '        names.Select(n => new Executor(n)).Where(x => x != null).ToList().ForEach(x => x.Run());',
    '    }',
    '',
    '    public void Entries(Dictionary<Route, Executor> byKey)',
    '    {',
    '        foreach (var kv in byKey)',
    '        {',
    '            kv.Key.Close();',
    '            kv.Value.Run();',
    '        }',
    '        foreach (var kv in _byKey)',
    '        {',
    '            kv.Key.Close();',
    '        }',
    '    }',
    '',
    '    public async Task Stream(IAsyncEnumerable<Executor> stream)',
    '    {',
    '        await foreach (var x in stream)',
    '        {',
    '            x.Run();',
    '        }',
    '    }',
    '}',
    '',
  ].join('\n'),
};

describe('code graph: C# projections, dictionary keys and async streams', function () {
  this.timeout(60000);
  let fx: GraphFixture;
  before(async () => {
    fx = await graphFixture(FILES, 'graph-csharp-projections');
  });

  it('Select(x => new Executor(x)) types the elements of the chain, a local holding it and a foreach over it; await foreach over IAsyncEnumerable<T> too', async () => {
    await expectEdges(fx, 'code_callers', {
      'Executor.Run': ['src/Publisher.cs:Publisher.Entries:receiver', 'src/Publisher.cs:Publisher.Inline:receiver', 'src/Publisher.cs:Publisher.Publish:receiver', 'src/Publisher.cs:Publisher.Stream:receiver'],
      'Other.Run': [],
    });
  });

  it('a foreach over a filtered ConcurrentQueue<T> field holds the class nested in the field\'s class; a property named as its type still reads the type', async () => {
    await expectEdges(fx, 'code_callers', {
      'TimeProvider.TimerEntry.Complete': ['src/TimeProvider.cs:TimeProvider.Advance:receiver'],
      'Predicates.Add': ['src/TimeProvider.cs:TimeProvider.TimeProvider:receiver'],
    });
  });

  it('kv.Key of an entry of a dictionary parameter or field is its key class', async () => {
    await expectEdges(fx, 'code_callers', {
      'Route.Close': ['src/Publisher.cs:Publisher.Entries:receiver'],
      'Other.Close': [],
    });
  });
});
