/**
 * Go fields read through an element of a slice, array or map (issue 3, gin):
 * `t := engine.trees; root := t[i].root; root.getValue(…)` (gin.go
 * handleHTTPRequest, `trees methodTrees` with `type methodTrees []methodTree`),
 * `engine.list[i].root.addRoute(…)`, `n := engine.byName[k]` and `root :=
 * engine.trees.get(m)` left their calls unresolved ("Not listed … may call
 * it"). The variable holding a field (`engine.trees`), an element
 * (`engine.byName[]`) or an element's field (`t[].root`) is typed through
 * the declared types, as is a call on an element's field. Decoy: other's
 * methods of the same names.
 */
import { expectEdges, graphFixture, type GraphFixture } from './helpers';

const FILES = {
  'go.mod': 'module example.com/gt\n\ngo 1.21\n',
  'tree.go': [
    'package gt',
    '',
    'type node struct{ path string }',
    '',
    'func (n *node) addRoute(path string) { n.path = path }',
    '',
    'func (n *node) getValue(path string) string { return n.path }',
    '',
    'type other struct{}',
    '',
    'func (o *other) addRoute(path string) {}',
    '',
    'func (o *other) getValue(path string) string { return "" }',
    '',
    'type methodTree struct {',
    '	method string',
    '	root   *node',
    '}',
    '',
    'type methodTrees []methodTree',
    '',
    'func (trees methodTrees) get(method string) *node {',
    '	for _, tree := range trees {',
    '		if tree.method == method {',
    '			return tree.root',
    '		}',
    '	}',
    '	return nil',
    '}',
    '',
  ].join('\n'),
  'gin.go': [
    'package gt',
    '',
    'type Engine struct {',
    '	trees  methodTrees',
    '	byName map[string]*node',
    '	list   []methodTree',
    '}',
    '',
    'func (engine *Engine) handle(method, path string) string {',
    '	t := engine.trees',
    '	for i, tl := 0, len(t); i < tl; i++ {',
    '		if t[i].method != method {',
    '			continue',
    '		}',
    '		root := t[i].root',
    '		return root.getValue(path)',
    '	}',
    '	return ""',
    '}',
    '',
    'func (engine *Engine) addAll(path string) {',
    '	for i := range engine.list {',
    '		engine.list[i].root.addRoute(path)',
    '	}',
    '}',
    '',
    'func (engine *Engine) addRoute(method, path string) {',
    '	root := engine.trees.get(method)',
    '	root.addRoute(path)',
    '}',
    '',
    'func (engine *Engine) named(name, path string) {',
    '	n := engine.byName[name]',
    '	n.addRoute(path)',
    '}',
    '',
    'func first(ts []methodTree, path string) string {',
    '	return ts[0].root.getValue(path)',
    '}',
    '',
  ].join('\n'),
};

describe('code graph: Go fields of slice and map elements', function () {
  this.timeout(60000);
  let fx: GraphFixture;
  before(async () => {
    fx = await graphFixture(FILES, 'graph-go-element-fields');
  });

  it('root := t[i].root, t[i].root.m(), n := m[k] and root := engine.trees.get(m) type their calls', async () => {
    await expectEdges(fx, 'code_callers', {
      'node.getValue': ['gin.go:Engine.handle:receiver', 'gin.go:first:receiver'],
      'node.addRoute': ['gin.go:Engine.addAll:receiver', 'gin.go:Engine.addRoute:receiver', 'gin.go:Engine.named:receiver'],
      'other.getValue': [],
      'other.addRoute': [],
    });
  });
});
