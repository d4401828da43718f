/**
 * C# namespaces (newcomer report): `using D = Shop.Decoy;` then
 * `D.Fmt.Render(2)` is the Decoy namespace's Fmt, not the Fmt another
 * `using Shop.Util;` reaches; and a file declaring several namespaces keeps
 * each type in its own (FileRec.spaces), so `using Shop.Util;` finds Util's
 * Fmt there and not Decoy's (one `pkg` per file found neither).
 */
import { describeGraph, expectEdges, graphFixture, type GraphFixture } from './helpers';

const A = [
  'using Shop.Util;',
  'using D = Shop.Decoy;',
  'namespace Shop {',
  '  public class A {',
  '    public string One() => Fmt.Render(1);',
  '    public string Two() => D.Fmt.Render(2);',
  '  }',
  '}',
  '',
].join('\n');
const B = ['using Shop.Decoy;', 'namespace Shop {', '  public class B { public string Three() => Fmt.Render(3); }', '}', ''].join('\n');
const UTIL = ['namespace Shop.Util {', '  public static class Fmt { public static string Render(int x) => x.ToString(); }', '}', ''].join('\n');
const DECOY = ['namespace Shop.Decoy {', '  public static class Fmt { public static string Render(int x) => "d"; }', '}', ''].join('\n');

describe('code graph: C# using aliases and files of several namespaces', function () {
  this.timeout(60000);

  describeGraph('namespaces in their own files', { 'A.cs': A, 'B.cs': B, 'Util.cs': UTIL, 'Decoy.cs': DECOY }, 'cs-alias', (fx) => {
    it('a using alias of a namespace reaches that namespace’s type, not the one another using reaches', async () => {
      await expectEdges(fx, 'code_callers', {
        'Render @ Util.cs': ['A.cs:A.One:receiver'],
        'Render @ Decoy.cs': ['A.cs:A.Two:alias', 'B.cs:B.Three:receiver'],
      });
    });
  });

  describe('two namespaces in one file', () => {
    let fx: GraphFixture;
    const FMT = [
      ...UTIL.trimEnd().split('\n'),
      ...DECOY.trimEnd().split('\n'),
      'namespace Shop {',
      '  namespace Inner { public static class Helper { public static int Go() => 1; } }',
      '}',
      '',
    ].join('\n');
    const C = ['namespace Shop.Inner {', '  public class C { public int Four() => Helper.Go(); }', '}', ''].join('\n');
    before(async () => {
      fx = await graphFixture({ 'A.cs': A, 'B.cs': B, 'Fmt.cs': FMT, 'C.cs': C }, 'cs-spaces');
    });

    it('each type is found in its own namespace block (nested blocks named in full)', async () => {
      await expectEdges(fx, 'code_callers', {
        'Render @ Fmt.cs:2': ['A.cs:A.One:receiver'],
        'Render @ Fmt.cs:5': ['A.cs:A.Two:alias', 'B.cs:B.Three:receiver'],
        Go: ['C.cs:C.Four:receiver'],
      });
      await expectEdges(fx, 'code_callees', {
        'A.One': ['Fmt.cs:Fmt.Render:receiver'],
        'A.Two': ['Fmt.cs:Fmt.Render:alias'],
      });
    });
  });
});
