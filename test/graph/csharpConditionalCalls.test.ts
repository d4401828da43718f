/**
 * C# calls through the null-conditional operator (issue 3): `repo?.Save()`,
 * `handlers.FirstOrDefault()?.Handle()` and `names.Select(n => new
 * Handler(n)).FirstOrDefault()?.Handle()` were no calls at all (the query
 * read only `a.M()`), so callers missed them and callees listed nothing,
 * not even as unresolved; `owner?.Repo.Save()` had a receiver of unknown
 * type. They are calls of the method on the condition's type, a
 * conditional path read as the path. Decoy: Other's methods of the same
 * names.
 */
import { expectEdges, graphFixture, type GraphFixture } from './helpers';

const FILES = {
  'src/Handler.cs': [
    'namespace Shop;',
    '',
    'public class Handler',
    '{',
    '    public Handler(string name) { }',
    '    public string Handle() { return ""; }',
    '}',
    '',
    'public class Repo',
    '{',
    '    public void Save() { }',
    '}',
    '',
    'public class Owner',
    '{',
    '    public Repo Repo { get; set; }',
    '}',
    '',
    'public class Other',
    '{',
    '    public string Handle() { return ""; }',
    '    public void Save() { }',
    '}',
    '',
  ].join('\n'),
  'src/Service.cs': [
    'using System.Collections.Generic;',
    'using System.Linq;',
    '',
    'namespace Shop;',
    '',
    'public class Service',
    '{',
    '    private readonly List<Handler> handlers = new List<Handler>();',
    '    private Repo repo;',
    '',
    '    public void Store(Repo r) { r?.Save(); this.repo?.Save(); }',
    '',
    '    public void Through(Owner owner) { owner?.Repo.Save(); }',
    '',
    '    public string First() => handlers.FirstOrDefault()?.Handle();',
    '',
    '    public string Made(List<string> names) => names.Select(n => new Handler(n)).FirstOrDefault()?.Handle();',
    '}',
    '',
  ].join('\n'),
};

describe('code graph: C# null-conditional calls', function () {
  this.timeout(60000);
  let fx: GraphFixture;
  before(async () => {
    fx = await graphFixture(FILES, 'graph-cs-conditional-calls');
  });

  it('r?.Save(), this.repo?.Save(), owner?.Repo.Save() and FirstOrDefault()?.Handle() reach their methods, never the decoy', async () => {
    await expectEdges(fx, 'code_callers', {
      'Repo.Save': ['src/Service.cs:Service.Store:receiver', 'src/Service.cs:Service.Through:receiver'],
      'Handler.Handle': ['src/Service.cs:Service.First:receiver', 'src/Service.cs:Service.Made:receiver'],
      'Other.Save': [],
      'Other.Handle': [],
    });
  });
});
