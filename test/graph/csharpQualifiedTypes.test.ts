/**
 * C# declarations of qualified types (w1c #5): `CustomerDataSet.CustomersDataTable
 * dt = …` (a nested class, Newtonsoft.Json's DataTableConverterTests),
 * `Shop.Models.Cart p`, `Models.Cart c` (a namespace relative to the
 * enclosing one), `M.Cart m` (a `using` alias), in locals, parameters,
 * fields, properties and foreach variables, were bound by their last name:
 * the nested class was not found, and a namespace-qualified type could bind
 * to a same-named class of another namespace the file imports. The bind now
 * keeps the whole name, read as a namespace's class or a nested one
 * (graphScope qualifiedType), and a type of a namespace outside the
 * repository (`System.Text.StringBuilder`) binds to nothing.
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
    '',
    '    public class StringBuilder',
    '    {',
    '        public void Append(string s) { }',
    '    }',
    '}',
    '',
  ].join('\n'),
  'Src/TestObjects/CustomerDataSet.cs': [
    'namespace Shop.TestObjects',
    '{',
    '    public class CustomerDataSet',
    '    {',
    '        public class CustomersDataTable',
    '        {',
    '            public void AddCustomersRow(string id) { }',
    '        }',
    '    }',
    '}',
    '',
  ].join('\n'),
  'Src/Tests/DataTableConverterTests.cs': [
    'using System.Collections.Generic;',
    'using Shop.Decoy;',
    'using Shop.TestObjects;',
    'using M = Shop.Models;',
    '',
    'namespace Shop.Tests',
    '{',
    '    public class DataTableConverterTests',
    '    {',
    '        private Models.Cart field;',
    '        public Shop.Models.Cart Property { get; set; }',
    '',
    '        public void SerializedTypedDataTable()',
    '        {',
    '            CustomerDataSet.CustomersDataTable dt = Make();',
    '            dt.AddCustomersRow("432");',
    '        }',
    '',
    '        public void Qualified(Shop.Models.Cart p, List<Shop.Models.Cart> all)',
    '        {',
    '            p.Add("a");',
    '            M.Cart m = null;',
    '            m.Add("b");',
    '            field.Add("c");',
    '            Property.Add("d");',
    '            foreach (Models.Cart c in all) { c.Add("e"); }',
    '            System.Text.StringBuilder sb = null;',
    '            sb.Append("f");',
    '        }',
    '',
    '        private CustomerDataSet.CustomersDataTable Make() { return null; }',
    '    }',
    '}',
    '',
  ].join('\n'),
};

describeGraph('C# declarations of qualified types', FILES, 'csharp-qualified-types', (fx) => {
  it('binds a nested class, a namespace\'s class (also relative or through an alias) by the whole name', async () => {
    await expectEdges(fx, 'code_callees', {
      'DataTableConverterTests.SerializedTypedDataTable': ['Src/TestObjects/CustomerDataSet.cs:CustomerDataSet.CustomersDataTable.AddCustomersRow:receiver', 'Src/Tests/DataTableConverterTests.cs:DataTableConverterTests.Make:same-file'],
      'DataTableConverterTests.Qualified': ['Src/Models/Cart.cs:Cart.Add:receiver'],
    });
    const r = await fx.call('code_callees', { symbol: 'DataTableConverterTests.Qualified' });
    const items = r.structured!.items as { calls: number[] }[];
    // Every Add, lines 21–26; never Decoy's Cart nor its StringBuilder.
    if (items.length !== 1 || items[0].calls.join() !== '21,23,24,25,26') throw new Error(r.text);
  });
});
