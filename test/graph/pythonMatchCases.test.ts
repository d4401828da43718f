/**
 * Python `match` statements (PEP 634; the shapes of PEP 636's tutorial):
 * inside `case Click(position=(x, y)):` the subject is a Click, `case
 * KeyPress(key_name="Q") as k:` binds k to a KeyPress, and a class pattern
 * nested in a sequence (`case [Click() as first, *rest]:`) binds its alias.
 * Each case has its own name for them (`event$<line>_<col>`), so another case
 * of the same subject keeps its own class. Before, `event.handle()` in a
 * case resolved nowhere and `k.handle()` neither. Decoys: a case of several
 * alternatives (`case Quit() | KeyPress():`) and the code after the match
 * type nothing. Real temp repository, the real grammar.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'events.py': [
    'class Click:', // 1
    '    __match_args__ = ("position", "button")',
    '',
    '    def handle(self) -> None:',
    '        pass', // 5
    '',
    '',
    'class KeyPress:',
    '    def handle(self) -> None:',
    '        pass', // 10
    '',
    '',
    'class Quit:',
    '    def handle(self) -> None:',
    '        pass', // 15
    '',
    '',
    'def dispatch(event):',
    '    match event:',
    '        case Click(position=(x, y)):', // 20
    '            event.handle()',
    '        case KeyPress(key_name="Q") as k:',
    '            k.handle()',
    '        case Quit() | KeyPress():',
    '            event.handle()', // 25
    '    event.handle()',
    '',
    '',
    'def first_click(events):',
    '    match events:', // 30
    '        case [Click() as first, *rest]:',
    '            first.handle()',
  ].join('\n'),
};

describeGraph('code graph: Python match statements type the subject and aliases of class patterns', FILES, 'graph-python-match', (fx) => {
  it('reaches the class a case names, per case', async () => {
    await expectEdges(fx, 'code_callers', {
      'Click.handle': ['events.py:dispatch:receiver', 'events.py:first_click:receiver'],
      'KeyPress.handle': ['events.py:dispatch:receiver'],
      'Quit.handle': [],
    });
  });
});
