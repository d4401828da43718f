/**
 * `graph status` words the files the parser read with errors by what the
 * errors are: a C/C++ file that compiles yet holds code the parser cannot
 * read without the preprocessor (a body between `BEGIN_BODY`/`END_BODY`
 * macros; a `LIST_FOREACH(n, l) {…}` loop macro is read since session 37,
 * cppSource BLOCK_MACRO) is listed as having parts the
 * parser could not read, often macros — not "syntax errors", which a
 * TypeScript file with a missing parenthesis still has. Real temp repository.
 */
import * as assert from 'node:assert/strict';
import { describeGraph } from './helpers';
import { errorFileLines, formatGraphStatus } from '../../server/src/tools/codeGraph';

const LIST_C = [
  '#define LIST_FOREACH(x, l) for (x = (l)->head; x; x = x->next)',
  'struct node { struct node *next; int v; };',
  'struct list { struct node *head; };',
  'int sum(struct list *l) {',
  '  struct node *n;',
  '  int s = 0;',
  '  LIST_FOREACH(n, l) {',
  '    s += n->v;',
  '  }',
  '  return s;',
  '}',
  'int twice(int v) BEGIN_BODY return v * 2; END_BODY',
  '',
].join('\n');

describeGraph(
  'code graph: status words parse errors for what they are (C/C++ macros, other syntax errors)',
  { 'src/list.c': LIST_C, 'src/broken.ts': 'export function ok() { return 1; }\nexport function broken( { return 2\n', 'src/fine.ts': 'export function fine() { return 3; }\n' },
  'error-file-wording',
  (fx) => {
    it('a C file is listed as having unread parts, a TypeScript file as one the parser could not read whole', () => {
      const st = fx.graph.status();
      assert.deepEqual(st.errorFiles, ['src/broken.ts', 'src/list.c']);
      // Each named with the line of its first error (newcomer 24 #5).
      assert.deepEqual(st.errorLines, { 'src/broken.ts': 2, 'src/list.c': 12 });
      const text = formatGraphStatus(st);
      assert.match(text, /^files the parser could not read whole \(a syntax error, or code its grammar does not know; what it read is kept; definitions past an error may be missing\): 1 — src\/broken\.ts:2$/m);
      assert.match(text, /^C\/C\+\+ files with parts the parser could not read, often macros \(what the parser read is kept; definitions past an error may be missing\): 1 — src\/list\.c:12$/m);
      assert.doesNotMatch(text, /syntax errors.*list\.c/);
    });

    it('each kind gets its line only when it has files; headers and C++ sources count as C/C++', () => {
      assert.deepEqual(errorFileLines([]), []);
      assert.deepEqual(errorFileLines(['db/db_impl.cc', 'include/db.h']), ['C/C++ files with parts the parser could not read, often macros (what the parser read is kept; definitions past an error may be missing): 2 — db/db_impl.cc, include/db.h']);
      assert.deepEqual(errorFileLines(['a.py']), ['files the parser could not read whole (a syntax error, or code its grammar does not know; what it read is kept; definitions past an error may be missing): 1 — a.py']);
    });
  },
);
