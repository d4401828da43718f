/**
 * Go locals set from a field chain, and range over a named map of slices
 * (issue 3, logrus entry.go and hooks.go): `f := e.Logger.Formatter;
 * f.Format(e)` left Format unresolved although `e.Logger.Formatter.Format(e)`
 * and `l := e.Logger; l.Formatter.Format(e)` resolved; `for _, hook := range
 * hooks[level] { hook.Fire(e) }` with `type LevelHooks map[Level][]Hook` left
 * Fire untyped (also through a field, `range l.Hooks[level]`).
 * `xs[0].Format(e)` with `xs []Formatter` already resolved and is kept.
 * Printer satisfies both interfaces, so calls on them reach it as `base`.
 */
import { expectEdges, graphFixture, type GraphFixture } from './helpers';

const FILES = {
  'go.mod': 'module example.com/fc\n\ngo 1.21\n',
  'formatter.go': [
    'package fc',
    '',
    'type Formatter interface {',
    '	Format(*Entry) ([]byte, error)',
    '}',
    '',
    'type Printer struct{}',
    '',
    'func (p *Printer) Format(e *Entry) ([]byte, error) { return nil, nil }',
    '',
    'func (p *Printer) Fire(e *Entry) error { return nil }',
    '',
  ].join('\n'),
  'hooks.go': [
    'package fc',
    '',
    'type Level uint32',
    '',
    'type Hook interface {',
    '	Fire(*Entry) error',
    '}',
    '',
    'type LevelHooks map[Level][]Hook',
    '',
    'func (hooks LevelHooks) Fire(level Level, entry *Entry) error {',
    '	for _, hook := range hooks[level] {',
    '		if err := hook.Fire(entry); err != nil {',
    '			return err',
    '		}',
    '	}',
    '	return nil',
    '}',
    '',
  ].join('\n'),
  'entry.go': [
    'package fc',
    '',
    'type Logger struct {',
    '	Formatter Formatter',
    '	Hooks     LevelHooks',
    '}',
    '',
    'type Entry struct {',
    '	Logger *Logger',
    '}',
    '',
    'func (entry *Entry) Bytes() ([]byte, error) {',
    '	formatter := entry.Logger.Formatter',
    '	return formatter.Format(entry)',
    '}',
    '',
    'func fireAll(l *Logger, level Level, e *Entry) {',
    '	for _, h := range l.Hooks[level] {',
    '		h.Fire(e)',
    '	}',
    '}',
    '',
    'func first(xs []Formatter, e *Entry) ([]byte, error) {',
    '	return xs[0].Format(e)',
    '}',
    '',
  ].join('\n'),
};

describe('code graph: Go locals from field chains and ranges over named maps of slices', function () {
  this.timeout(60000);
  let fx: GraphFixture;
  before(async () => {
    fx = await graphFixture(FILES, 'graph-go-field-chain-locals');
  });

  it('f := e.Logger.Formatter; f.Format(e) and xs[0].Format(e) reach Formatter.Format', async () => {
    await expectEdges(fx, 'code_callers', {
      'Formatter.Format': ['entry.go:Entry.Bytes:receiver', 'entry.go:first:receiver'],
      // Printer satisfies Formatter: a call on the interface may dispatch to it (graphGoInterfaces).
      'Printer.Format': ['entry.go:Entry.Bytes:base', 'entry.go:first:base'],
    });
  });

  it('range hooks[level] and range l.Hooks[level] over a LevelHooks (map[Level][]Hook) type the variable as Hook', async () => {
    await expectEdges(fx, 'code_callers', {
      'Hook.Fire': ['entry.go:fireAll:receiver', 'hooks.go:LevelHooks.Fire:receiver'],
      // Printer satisfies Hook: a call on the interface may dispatch to it.
      'Printer.Fire': ['entry.go:fireAll:base', 'hooks.go:LevelHooks.Fire:base'],
    });
  });
});
