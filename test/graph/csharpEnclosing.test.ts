/**
 * C# name lookup walks out through the enclosing namespaces: code in
 * `namespace Shop.Orders` sees `Shop`'s types and the global namespace's
 * without a `using`, its own namespace's first (Shop.Billing's own `Fmt`
 * shadows Shop's). A qualified name is read the same way: `Billing.Fmt`
 * inside `Shop.Orders` is `Shop.Billing.Fmt`, `Other.Fmt` is the top-level
 * namespace Other's. The decoy `Other.Fmt` is never reached by a bare `Fmt`.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'Shop.cs': ['namespace Shop {', '  public static class Fmt { public static string Render() => "shop"; }', '}', ''].join('\n'),
  'Other.cs': ['namespace Other {', '  public static class Fmt { public static string Render() => "other"; }', '}', ''].join('\n'),
  'Log.cs': ['public static class Log { public static void Write() { } }', ''].join('\n'),
  'Billing.cs': [
    'namespace Shop.Billing {',
    '  public static class Fmt { public static string Render() => "billing"; }',
    '  public class Bill { public string R() => Fmt.Render(); }',
    '}',
    '',
  ].join('\n'),
  'Order.cs': [
    'namespace Shop.Orders;',
    '',
    'public class Order {',
    '  public string Plain() => Fmt.Render();',
    '  public void Global() => Log.Write();',
    '  public string Relative() => Billing.Fmt.Render();',
    '  public string Absolute() => Other.Fmt.Render();',
    '  public string Full() => Shop.Billing.Fmt.Render();',
    '}',
    '',
  ].join('\n'),
};

describeGraph('code graph: C# enclosing namespaces are in scope', FILES, 'cs-enclosing', (fx) => {
  it('a bare type name is looked up in the namespace, then each enclosing one, then the global one', async () => {
    await expectEdges(fx, 'code_callees', {
      'Order.Plain': ['Shop.cs:Fmt.Render:receiver'],
      'Order.Global': ['Log.cs:Log.Write:receiver'],
      'Bill.R': ['Billing.cs:Fmt.Render:receiver'],
    });
  });

  it('a qualified name is read relative to the enclosing namespaces, innermost first', async () => {
    await expectEdges(fx, 'code_callees', {
      'Order.Relative': ['Billing.cs:Fmt.Render:import'],
      'Order.Absolute': ['Other.cs:Fmt.Render:import'],
      'Order.Full': ['Billing.cs:Fmt.Render:import'],
    });
    await expectEdges(fx, 'code_callers', {
      'Fmt.Render @ Other.cs': ['Order.cs:Order.Absolute:import'],
      'Fmt.Render @ Shop.cs': ['Order.cs:Order.Plain:receiver'],
    });
  });
});
