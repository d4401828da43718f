/**
 * C# elements reached through lambdas, loops and dictionaries (issue 3,
 * MediatR / Polly): a lambda's untyped parameter passed to a LINQ or
 * `List<T>` method is an element of the collection it is called on
 * (`items.Where(x => x.IsValid()).Select(x => x.Label())`,
 * `handlers.ForEach(h => h.Handle())`, `Array.ForEach(arr, a => …)`); a
 * `foreach (var v in …)` over a member, a call or a dictionary's `.Values`
 * binds an element; a dictionary entry's `kv.Value` is its value; a
 * collection of a generic element type (MediatR's
 * `IEnumerable<IRequestPreProcessor<TRequest>> _preProcessors`) holds that
 * type; a method returning `IEnumerable<Item>` gives Items.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'src/MediatR/Pipeline/IRequestPreProcessor.cs': [
    'namespace MediatR.Pipeline;',
    '',
    'using System.Threading;',
    'using System.Threading.Tasks;',
    '',
    'public interface IRequestPreProcessor<in TRequest> where TRequest : notnull',
    '{',
    '    Task Process(TRequest request, CancellationToken cancellationToken);',
    '}',
    '',
  ].join('\n'),
  'src/MediatR/Pipeline/RequestPreProcessorBehavior.cs': [
    'namespace MediatR.Pipeline;',
    '',
    'using System.Collections.Generic;',
    'using System.Threading;',
    'using System.Threading.Tasks;',
    '',
    'public class RequestPreProcessorBehavior<TRequest, TResponse> : IPipelineBehavior<TRequest, TResponse>',
    '    where TRequest : notnull',
    '{',
    '    private readonly IEnumerable<IRequestPreProcessor<TRequest>> _preProcessors;',
    '',
    '    public RequestPreProcessorBehavior(IEnumerable<IRequestPreProcessor<TRequest>> preProcessors)',
    '        => _preProcessors = preProcessors;',
    '',
    '    public async Task<TResponse> Handle(TRequest request, RequestHandlerDelegate<TResponse> next, CancellationToken cancellationToken)',
    '    {',
    '        foreach (var processor in _preProcessors)',
    '        {',
    '            await processor.Process(request, cancellationToken).ConfigureAwait(false);',
    '        }',
    '',
    '        return await next(cancellationToken).ConfigureAwait(false);',
    '    }',
    '}',
    '',
  ].join('\n'),
  'src/Shop/Mediator.cs': [
    'using System;',
    'using System.Collections.Generic;',
    'using System.Linq;',
    '',
    'namespace Shop',
    '{',
    '    public interface IHandler { void Handle(); bool IsValid(); }',
    '    public class Item { public bool IsValid() { return true; } public string Label() { return ""; } }',
    '    public class Other { public bool IsValid() { return false; } public string Label() { return ""; } public void Handle() { } }',
    '',
    '    public class Mediator',
    '    {',
    '        private readonly List<IHandler> handlers = new List<IHandler>();',
    '        private Dictionary<string, Item> byName = new Dictionary<string, Item>();',
    '        private Item[] arr;',
    '',
    '        public IEnumerable<Item> All() { return arr; }',
    '',
    '        public void Query(IEnumerable<Item> items)',
    '        {',
    '            items.Where(x => x.IsValid()).Select(x => x.Label());',
    '            handlers.ForEach(h => h.Handle());',
    '            Array.ForEach(arr, a => a.Label());',
    '            var n = handlers.Count(h => h.IsValid());',
    '            arr.OrderBy((a) => a.Label()).First().Label();',
    '        }',
    '',
    '        public void Loops()',
    '        {',
    '            foreach (var v in byName.Values) v.Label();',
    '            foreach (var kv in byName) kv.Value.IsValid();',
    '            foreach (var i in All()) i.IsValid();',
    '            foreach (var h in this.handlers) h.Handle();',
    '            byName["a"].Label();',
    '            byName.Where(kv => kv.Value.IsValid());',
    '        }',
    '    }',
    '}',
    '',
  ].join('\n'),
};

describeGraph('C# lambda parameters, loops and dictionaries over collections', FILES, 'csharp-lambda-elements', (fx) => {
  it("a lambda passed to a LINQ or List<T> method takes the collection's element type", async () => {
    await expectEdges(fx, 'code_callees', {
      'Mediator.Query': ['src/Shop/Mediator.cs:IHandler.Handle:receiver', 'src/Shop/Mediator.cs:IHandler.IsValid:receiver', 'src/Shop/Mediator.cs:Item.IsValid:receiver', 'src/Shop/Mediator.cs:Item.Label:receiver'],
    });
    const r = await fx.call('code_callees', { symbol: 'Mediator.Query' });
    const items = r.structured!.items as { name: string; calls: number[] }[];
    if (items.find((i) => i.name === 'Item.Label')?.calls.join() !== '21,23,25') throw new Error(r.text);
  });

  it("a foreach over a member, a call, a dictionary's Values or entries, and a dictionary's indexer take its element or value type", async () => {
    await expectEdges(fx, 'code_callees', {
      'Mediator.Loops': ['src/Shop/Mediator.cs:IHandler.Handle:receiver', 'src/Shop/Mediator.cs:Item.IsValid:receiver', 'src/Shop/Mediator.cs:Item.Label:receiver', 'src/Shop/Mediator.cs:Mediator.All:same-file'],
    });
    const r = await fx.call('code_callees', { symbol: 'Mediator.Loops' });
    const items = r.structured!.items as { name: string; calls: number[] }[];
    if (items.find((i) => i.name === 'Item.IsValid')?.calls.join() !== '31,32,35') throw new Error(r.text);
    await expectEdges(fx, 'code_callers', { 'Other.Label': [], 'Other.IsValid': [], 'Other.Handle': [] });
  });

  it('a collection of a generic element type holds that type (MediatR RequestPreProcessorBehavior)', async () => {
    await expectEdges(fx, 'code_callers', {
      'IRequestPreProcessor.Process': ['src/MediatR/Pipeline/RequestPreProcessorBehavior.cs:RequestPreProcessorBehavior.Handle:receiver'],
    });
  });
});
