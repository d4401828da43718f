/**
 * Ruby methods named with a capital letter (newcomer issue 3 #1: rack's
 * `DirectoryBody#each` calls `DIR_FILE_escape(f)`, which the graph dropped):
 * the grammar reads a capitalised name with arguments or parentheses as a
 * call (`DIR_FILE_escape(f)`, `Escape f`, `self.Escape(1)`), and a bare one
 * as a constant, which calls nothing.
 */
import { describeGraph, expectEdges } from './helpers';

const lines = (...l: string[]) => `${l.join('\n')}\n`;

const FILES: Record<string, string> = {
  'lib/directory.rb': lines(
    'class DirectoryBody',
    '  DIR_FILE = "%s"',
    '  def each',
    '    yield(DIR_FILE % DIR_FILE_escape(files))',
    '    files.each do |f|',
    '      yield(DIR_FILE % DIR_FILE_escape(f))',
    '    end',
    '  end',
    '',
    '  def spaced(x)',
    '    Escape x',
    '  end',
    '',
    '  def dotted',
    '    self.Escape(1)',
    '  end',
    '',
    '  def constant_only',
    '    Escape',
    '  end',
    '',
    '  def DIR_FILE_escape(s)',
    '    s.to_s',
    '  end',
    '',
    '  def Escape(s)',
    '    s',
    '  end',
    'end',
  ),
  'lib/user.rb': lines(
    'class User',
    '  def show(body)',
    '    body.DIR_FILE_escape("x")',
    '  end',
    'end',
  ),
};

describeGraph('Ruby calls of capitalised method names', FILES, 'ruby-capital-calls', (fx) => {
  it('DIR_FILE_escape(f), Escape x and self.Escape(1) call the method; a bare Escape is a constant', async () => {
    await expectEdges(fx, 'code_callers', {
      'DirectoryBody.DIR_FILE_escape': ['lib/directory.rb:DirectoryBody#each:same-file'],
      'DirectoryBody.Escape': ['lib/directory.rb:DirectoryBody#dotted:same-file', 'lib/directory.rb:DirectoryBody#spaced:same-file'],
    });
    await expectEdges(fx, 'code_callees', {
      'DirectoryBody.constant_only': [],
    });
  });
});
