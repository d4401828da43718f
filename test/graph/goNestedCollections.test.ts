/**
 * Go collections of collections written inline (issue 3): a parameter
 * `hooks [][]Hook` ranged twice (`for _, hs := range hooks { for _, h :=
 * range hs { h.Fire() } }`), a parameter and a struct field `map[Level][]Hook`
 * ranged whole or at one key (`range m[lvl]`, `range l.hooks[lvl]`), a field
 * `[][]*Runner`, and a double index `hooks[i][j].Fire()`; and an index chain
 * with more than one field after the index, `t[i].a.b.Run()`. Each call
 * reaches the method of the innermost element's type (langGo nestedElements,
 * graphElements goElementsOfElements, viaElementField). Decoys: `leaf`, whose
 * methods bear the same names, reached through a flat `[]*leaf`, and a
 * collection nested three deep, whose element of an element is a slice
 * (nothing to call Fire on).
 */
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'go.mod': 'module example.com/nc\n\ngo 1.21\n',
  'types.go': [
    'package nc', // 1
    '', // 2
    'type Level int', // 3
    '', // 4
    'type Hook interface {', // 5
    '	Fire() error', // 6
    '}', // 7
    '', // 8
    'type Runner struct{}', // 9
    '', // 10
    'func (r *Runner) Run() {}', // 11
    '', // 12
    'type leaf struct{}', // 13
    '', // 14
    'func (l *leaf) Run() {}', // 15
    '', // 16
    'func (l *leaf) Fire() {}', // 17: no Hook (Fire returns no error)
    '', // 18
    'type Inner struct {', // 19
    '	b    *Runner', // 20
    '	leaf *leaf', // 21
    '}', // 22
    '', // 23
    'type Outer struct {', // 24
    '	a Inner', // 25
    '}', // 26
    '', // 27
    'type Logger struct {', // 28
    '	hooks map[Level][]Hook', // 29
    '	grid  [][]*Runner', // 30
    '}', // 31
    '',
  ].join('\n'),
  'fire.go': [
    'package nc', // 1
    '', // 2
    'func fireAll(hooks [][]Hook) {', // 3
    '	for _, hs := range hooks {', // 4
    '		for _, h := range hs {', // 5
    '			h.Fire()', // 6
    '		}', // 7
    '	}', // 8
    '}', // 9
    '', // 10
    'func fireMap(m map[Level][]Hook, lvl Level) {', // 11
    '	for _, hs := range m {', // 12
    '		for _, h := range hs {', // 13
    '			h.Fire()', // 14
    '		}', // 15
    '	}', // 16
    '	for _, h := range m[lvl] {', // 17
    '		h.Fire()', // 18
    '	}', // 19
    '}', // 20
    '', // 21
    'func (l *Logger) fire(lvl Level) {', // 22
    '	for _, h := range l.hooks[lvl] {', // 23
    '		h.Fire()', // 24
    '	}', // 25
    '	for _, row := range l.grid {', // 26
    '		for _, r := range row {', // 27
    '			r.Run()', // 28
    '		}', // 29
    '	}', // 30
    '}', // 31
    '', // 32
    'func direct(hooks [][]Hook, i, j int) {', // 33
    '	hooks[i][j].Fire()', // 34
    '}', // 35
    '', // 36
    'func chain(t []Outer, i int) {', // 37
    '	t[i].a.b.Run()', // 38
    '	t[i].a.leaf.Fire()', // 39
    '}', // 40
    '', // 41
    'func flat(ls []*leaf) {', // 42
    '	for _, l := range ls {', // 43
    '		l.Run()', // 44
    '	}', // 45
    '}', // 46
    '', // 47
    'func deep(x [][][]Hook) {', // 48
    '	for _, a := range x {', // 49
    '		for _, b := range a {', // 50
    '			b.Fire()', // 51
    '		}', // 52
    '	}', // 53
    '}', // 54
    '',
  ].join('\n'),
};

describeGraph('code graph: Go inline collections of collections and index chains through several fields', FILES, 'go-nested-collections', (fx) => {
  it('ranges over [][]T and map[K][]T parameters and fields, and indexes twice, to the innermost element type', async () => {
    await expectEdges(fx, 'code_callers', {
      'Hook.Fire': ['fire.go:Logger.fire:receiver', 'fire.go:direct:receiver', 'fire.go:fireAll:receiver', 'fire.go:fireMap:receiver'],
      'Runner.Run': ['fire.go:Logger.fire:receiver', 'fire.go:chain:receiver'],
    });
  });

  it('types t[i].a.b by each field in turn, and leaves the same-named decoys their own callers', async () => {
    await expectEdges(fx, 'code_callers', {
      'leaf.Run': ['fire.go:flat:receiver'],
      'leaf.Fire': ['fire.go:chain:receiver'],
    });
  });
});
