/**
 * C# collections held by locals, fields and properties, and constructions
 * by a qualified name (issue 3 leftovers, MediatR): `List<Foo> items;` then
 * `items[0].M()`, `foreach (var f in items) f.M()`, `items.First().M()`,
 * `items.Where(…).FirstOrDefault().M()` (LINQ, collectionMethods
 * CS_ELEMENT_GETTERS / CS_SAME_COLLECTION) were receivers of unknown type;
 * `new Shop.Models.Cart()` was read by its last name, so a `Cart` of another
 * namespace the file imports (a decoy) took the call.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'Src/Models/Cart.cs': [
    'namespace Shop.Models',
    '{',
    '    public class Cart',
    '    {',
    '        public void Add(string item) { }',
    '    }',
    '}',
    '',
  ].join('\n'),
  'Src/Decoy/Cart.cs': [
    'namespace Shop.Decoy',
    '{',
    '    public class Cart',
    '    {',
    '        public void Add(string item) { }',
    '    }',
    '}',
    '',
  ].join('\n'),
  'Src/Handlers/Handler.cs': [
    'using System.Collections.Generic;',
    'using System.Linq;',
    'using Shop.Decoy;',
    '',
    'namespace Shop.Handlers',
    '{',
    '    public class Handler',
    '    {',
    '        public bool Ok() { return true; }',
    '        public void Handle() { }',
    '    }',
    '',
    '    public class Mediator',
    '    {',
    '        private readonly List<Handler> handlers = new List<Handler>();',
    '        private Handler[] array;',
    '        public IEnumerable<Handler> All { get; set; }',
    '',
    '        public void Publish()',
    '        {',
    '            List<Handler> local = new List<Handler>();',
    '            local[0].Handle();',
    '            handlers[1].Handle();',
    '            array[2].Handle();',
    '            foreach (var h in handlers) h.Ok();',
    '        }',
    '',
    '        public void Query()',
    '        {',
    '            handlers.First().Handle();',
    '            All.Where(h => h.Ok()).FirstOrDefault().Handle();',
    '            handlers.ToList().Last().Ok();',
    '        }',
    '',
    '        public void Make()',
    '        {',
    '            var c = new Shop.Models.Cart();',
    '            c.Add("a");',
    '            new Models.Cart().Add("b");',
    '            new System.Text.StringBuilder();',
    '        }',
    '    }',
    '}',
    '',
  ].join('\n'),
};

describeGraph('C# collections of locals, fields and properties, and qualified constructions', FILES, 'csharp-collections-new', (fx) => {
  it('an element of a List / array local, field or property: indexed, iterated, or given by a LINQ method', async () => {
    await expectEdges(fx, 'code_callees', {
      'Mediator.Publish': ['Src/Handlers/Handler.cs:Handler.Handle:receiver', 'Src/Handlers/Handler.cs:Handler.Ok:receiver'],
      'Mediator.Query': ['Src/Handlers/Handler.cs:Handler.Handle:receiver', 'Src/Handlers/Handler.cs:Handler.Ok:receiver'],
    });
    const r = await fx.call('code_callees', { symbol: 'Mediator.Publish' });
    const items = r.structured!.items as { name: string; calls: number[] }[];
    if (items.find((i) => i.name === 'Handler.Handle')?.calls.join() !== '22,23,24') throw new Error(r.text);
  });

  it('new Ns.Type() is the class its whole name names, never a same-named class of an imported namespace', async () => {
    await expectEdges(fx, 'code_callees', {
      'Mediator.Make': ['Src/Models/Cart.cs:Cart.Add:receiver', 'Src/Models/Cart.cs:Cart:receiver'],
    });
    await expectEdges(fx, 'code_callers', {
      'Cart @ Src/Decoy/Cart.cs': [],
      'Cart.Add @ Src/Decoy/Cart.cs': [],
    });
  });
});
