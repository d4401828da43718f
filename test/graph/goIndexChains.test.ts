/**
 * Go calls through a chain holding an index expression (issue 3): with `t
 * []*Tree`, `root *Node` a field of Tree and `child() *Node` a method of Node,
 * `t[i].root.child().f()` left `f` unresolved ("Not listed … may call it"),
 * although `t[i].root.f()` resolved: the receiver `t[i].root.child()` was no
 * chain receivers.ts callReceiver read. It is now `t[].root.child()`: the
 * element's field typed by its declaration, then child's declared result.
 * The same through a field holding the slice (`e.trees[i]`) and a map
 * (`e.byName[k]`). Decoy: `leaf`, whose methods bear the same names.
 */
import { expectEdges, graphFixture, type GraphFixture } from './helpers';

const FILES = {
  'go.mod': 'module example.com/gi\n\ngo 1.21\n',
  'node.go': [
    'package gi',
    '',
    'type Node struct {',
    '	kids []*Node',
    '	path string',
    '}',
    '',
    'func (n *Node) child() *Node { return n.kids[0] }',
    '',
    'func (n *Node) f() string { return n.path }',
    '',
    'type leaf struct{}',
    '',
    'func (l *leaf) child() *leaf { return l }',
    '',
    'func (l *leaf) f() string { return "" }',
    '',
    'type Tree struct {',
    '	method string',
    '	root   *Node',
    '}',
    '',
  ].join('\n'),
  'engine.go': [
    'package gi',
    '',
    'type Engine struct {',
    '	trees  []*Tree',
    '	byName map[string]*Tree',
    '}',
    '',
    'func firstPath(t []*Tree, i int) string {',
    '	return t[i].root.child().f()',
    '}',
    '',
    'func (e *Engine) pathAt(i int) string {',
    '	return e.trees[i].root.child().child().f()',
    '}',
    '',
    'func (e *Engine) named(k string) string {',
    '	return e.byName[k].root.',
    '		child().',
    '		f()',
    '}',
    '',
  ].join('\n'),
};

describe('code graph: Go chains through index expressions', function () {
  this.timeout(60000);
  let fx: GraphFixture;
  before(async () => {
    fx = await graphFixture(FILES, 'graph-go-index-chains');
  });

  it('t[i].root.child().f(), e.trees[i]… and e.byName[k]… resolve child and f to Node', async () => {
    await expectEdges(fx, 'code_callers', {
      'Node.f': ['engine.go:Engine.named:receiver', 'engine.go:Engine.pathAt:receiver', 'engine.go:firstPath:receiver'],
      'Node.child': ['engine.go:Engine.named:receiver', 'engine.go:Engine.pathAt:receiver', 'engine.go:firstPath:receiver'],
      'leaf.f': [],
      'leaf.child': [],
    });
  });
});
