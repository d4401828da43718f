/**
 * Newcomer 12: a C# or Java name asked with its namespace or package
 * (`Ex.Util.Tools.Helper`, `Util.Tools.Helper`, `com.ex.util.Fmt.render`)
 * picks the definition declared there, not a same-named class of another
 * namespace; and same-named candidates are listed with their namespaces
 * (`Ex.Other.Tools.Helper`), with a hint that asks for one by that name.
 */
import * as assert from 'node:assert/strict';
import { callers, describeGraph } from './helpers';

const FILES: Record<string, string> = {
  'Util/Util.cs': 'namespace Ex.Util\n{\n    public static class Tools\n    {\n        public static int Helper() => 1;\n    }\n}\n',
  'Other/Other.cs': 'namespace Ex.Other\n{\n    public class Tools\n    {\n        public static int Helper() => 2;\n        public int Use() => Helper();\n    }\n}\n',
  'Program.cs': 'using Ex.Util;\nnamespace Ex\n{\n    public class Program\n    {\n        public static int Main() => Tools.Helper();\n    }\n}\n',
  'src/com/ex/util/Fmt.java': 'package com.ex.util;\npublic class Fmt {\n  public static String render() { return "u"; }\n}\n',
  'src/com/ex/other/Fmt.java': 'package com.ex.other;\npublic class Fmt {\n  public static String render() { return "o"; }\n  String self() { return render(); }\n}\n',
};

describeGraph('code graph: C# and Java names asked with their namespace or package', FILES, 'graph-packaged-qualified-input', (fx) => {
  it('C#: Ex.Util.Tools.Helper and Util.Tools.Helper pick namespace Ex.Util; Ex.Other.Tools.Helper the other', async () => {
    assert.deepEqual(await callers(fx, 'Ex.Util.Tools.Helper'), ['Program.cs:Program.Main:receiver']);
    assert.deepEqual(await callers(fx, 'Util.Tools.Helper'), ['Program.cs:Program.Main:receiver']);
    assert.deepEqual(await callers(fx, 'Ex.Other.Tools.Helper'), ['Other/Other.cs:Tools.Use:same-file']);
  });

  it('C#: ambiguous candidates are named with their namespaces, and the hint asks by one', async () => {
    const r = await fx.call('code_callers', { symbol: 'Tools.Helper' });
    const names = ((r.structured?.candidates ?? []) as { name: string }[]).map((c) => c.name).sort();
    assert.deepEqual(names, ['Ex.Other.Tools.Helper', 'Ex.Util.Tools.Helper']);
    assert.match(r.text, /^Ambiguous: 2 definitions of Tools\.Helper; ask for one by its full name, or pass path — e\.g\. code_callers symbol="Ex\.(Other|Util)\.Tools\.Helper"$/m);
  });

  it('Java: com.ex.util.Fmt.render picks package com.ex.util', async () => {
    const util = await fx.call('code_callers', { symbol: 'com.ex.util.Fmt.render' });
    assert.ok(!util.structured?.candidates, util.text);
    assert.match(util.text, /src\/com\/ex\/util\/Fmt\.java:3/);
    assert.deepEqual(await callers(fx, 'com.ex.other.Fmt.render'), ['src/com/ex/other/Fmt.java:Fmt.self:same-file']);
  });
});
