/**
 * C# `#if` groups where the grammar cannot read them — in a class's base
 * list, between switch sections — are read as one configuration, each
 * group's first branch (csharpDirectives.ts): Newtonsoft.Json's JToken
 * (`… IJsonLineInfo ⏎ #if HAVE_ICLONEABLE ⏎ , ICloneable ⏎ #endif`) and
 * JsonConvert (`#if HAVE_DB_NULL_TYPE_CODE` among `case`s) were listed as
 * files the parser could not read whole, 42 of the repository's (newcomer 46
 * #13). Real temp repository, the real grammar.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';
import { csharpOneConfiguration } from '../../server/src/core/graph/csharpDirectives';

const TOKEN = [
  'namespace Newtonsoft.Json.Linq',
  '{',
  '    public abstract partial class JToken : IJsonLineInfo',
  '#if HAVE_ICLONEABLE',
  '        , ICloneable',
  '#endif',
  '    {',
  '        public static string ToText(int code, object value)',
  '        {',
  '            switch (code)',
  '            {',
  '                case 1:',
  '                    return Show(value);',
  '#if HAVE_DB_NULL_TYPE_CODE',
  '                case 2:',
  '                    return "null";',
  '#endif',
  '#if HAVE_DATE_TIME_OFFSET',
  '                case 3:',
  '                    return Show(value);',
  '#else',
  '                case 4:',
  '                    return Other(value);',
  '#endif',
  '            }',
  '            return Show(value);',
  '        }',
  '        public static string Show(object value) { return ""; }',
  '        public static string Other(object value) { return ""; }',
  '    }',
  '}',
  '',
].join('\n');

describeGraph('code graph: C# conditional compilation read as one configuration', { 'Src/Linq/JToken.cs': TOKEN }, 'csharp-directives', (fx) => {
  it('the file is read whole, its calls in the kept branches found', async () => {
    assert.equal(fx.graph.status().errors, 0);
    await expectEdges(fx, 'code_callers', { 'JToken.Show': ['Src/Linq/JToken.cs:JToken.ToText:same-file'] });
  });

  it('keeps the first branch of each group and blanks the rest, same length, every newline kept', () => {
    const out = csharpOneConfiguration(TOKEN)!.text;
    assert.equal(out.length, TOKEN.length);
    assert.equal(out.split('\n').length, TOKEN.split('\n').length);
    assert.match(out, /case 3:/);
    assert.doesNotMatch(out, /case 4:|#if|#else|#endif/);
    assert.equal(csharpOneConfiguration('class A {}\n'), undefined);
  });
});
