/**
 * C libraries' macros the grammar cannot read (newcomer 37 on cJSON, whose
 * 78 public functions were missing and 33 files listed with parse errors):
 * - `CJSON_PUBLIC(void) cJSON_Delete(cJSON *item)`: a macro wrapping the
 *   return type stays, read as the type (cppSource leadingCut);
 * - `void *(CJSON_CDECL *allocate)(size_t size);` and `static void *
 *   CJSON_CDECL internal_malloc(…)`: calling-convention macros blanked,
 *   while `static LUA_NUMBER f(` keeps its type (blankPointerConventions,
 *   blankCOnly);
 * - the `extern "C" {` and `}` of `#ifdef __cplusplus` guards blanked;
 * - `va_arg(ap, char *)`: the type argument read as a number of its length
 *   (readableVaArgs), so the function keeps its calls and no error;
 * - `JEMALLOC_ALWAYS_INLINE bool` with the name on the next line: the macro
 *   blanked (cppSource LEADING_BEFORE_TYPE);
 * - `ql_foreach(d, &list, link) {` in a function: a macro opening a block,
 *   read as an `if` of its arguments (BLOCK_MACRO), its body's calls kept.
 */
import * as assert from 'node:assert/strict';
import { callRows as rows, describeGraph, toolItems } from './helpers';

describeGraph('code graph: C library macros', {
  'cJSON.h': [
    '#ifndef cJSON__h',
    '#define cJSON__h',
    '#ifdef __cplusplus',
    'extern "C"',
    '{',
    '#endif',
    '#define CJSON_PUBLIC(type) type',
    '#define CJSON_CDECL',
    'typedef struct cJSON { struct cJSON *next; } cJSON;',
    'typedef struct cJSON_Hooks',
    '{',
    '      void *(CJSON_CDECL *malloc_fn)(size_t sz);',
    '      void (CJSON_CDECL *free_fn)(void *ptr);',
    '} cJSON_Hooks;',
    '/* Delete a cJSON entity and all subentities. */',
    'CJSON_PUBLIC(void) cJSON_Delete(cJSON *item);',
    'CJSON_PUBLIC(cJSON *) cJSON_Parse(const char *value);',
    '#ifdef __cplusplus',
    '}',
    '#endif',
    '#endif',
    '',
  ].join('\n'),
  'cJSON.c': [
    '#include "cJSON.h"',
    'static void * CJSON_CDECL internal_malloc(size_t size)',
    '{',
    '    return malloc(size);',
    '}',
    'static LUA_NUMBER first_number(void) { return 1; }',
    'JEMALLOC_ALWAYS_INLINE bool',
    'in_transition(int a) {',
    '    return first_number() > a;',
    '}',
    'CJSON_PUBLIC(void) cJSON_Delete(cJSON *item)',
    '{',
    '    if (item->next) cJSON_Delete(item->next);',
    '    free(item);',
    '}',
    'static char *next_arg(int n, ...)',
    '{',
    '    va_list ap;',
    '    char *s = va_arg(ap, char *);',
    '    return cJSON_Parse(s) ? s : 0;',
    '}',
    'int walk(void) {',
    '    ql_foreach(d, &list, link) {',
    '        cJSON_Delete(d);',
    '    }',
    '    return 0;',
    '}',
    'CJSON_PUBLIC(cJSON *) cJSON_Parse(const char *value)',
    '{',
    '    cJSON *item = internal_malloc(sizeof(cJSON));',
    '    if (!value) { cJSON_Delete(item); return 0; }',
    '    return item;',
    '}',
    '',
  ].join('\n'),
}, 'c-library-macros', (fx) => {
  it('functions whose return type a macro wraps are definitions, with callers', async () => {
    const { items } = await toolItems(fx, 'code_symbol', { name: 'cJSON_Delete', path: 'cJSON.c' });
    assert.deepEqual((items as (typeof items[number] & { kind: string })[]).map((i) => `${i.kind} ${i.line}`), ['function 11']);
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'cJSON_Delete', path: 'cJSON.c' })).items), ['cJSON.c:cJSON_Delete:13', 'cJSON.c:cJSON_Parse:31', 'cJSON.c:walk:24']);
    assert.deepEqual(rows((await toolItems(fx, 'code_callees', { symbol: 'cJSON_Parse', path: 'cJSON.c' })).items).map((r) => r.split(':').slice(0, 2).join(':')), ['cJSON.c:cJSON_Delete', 'cJSON.c:internal_malloc']);
  });

  it('a macro before a return type that ends its line, the name on the next (jemalloc\'s JEMALLOC_ALWAYS_INLINE bool)', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'first_number' })).items), ['cJSON.c:in_transition:9']);
  });

  it('a function reading va_arg(ap, char *) keeps its calls', async () => {
    assert.deepEqual(rows((await toolItems(fx, 'code_callers', { symbol: 'cJSON_Parse', path: 'cJSON.c' })).items), ['cJSON.c:next_arg:20']);
  });

  it('calling-convention macros and extern "C" guards leave no parse error; a capitals type after static stays the type', async () => {
    for (const f of ['cJSON.h', 'cJSON.c']) assert.equal(fx.graph.data.files.get(f)!.errors, undefined, f);
    const { items } = await toolItems(fx, 'code_symbol', { name: 'first_number' });
    assert.deepEqual(items.map((i) => i.signature), ['static LUA_NUMBER first_number(void)']);
  });
});
