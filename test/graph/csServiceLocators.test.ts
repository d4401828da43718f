/**
 * C# variables holding what a service locator returns (newcomer 2, MediatR's
 * tests): `var mediator = container.GetInstance<IMediator>()`,
 * `sp.GetRequiredService<IMediator>()`, `sp.GetService<Ns.IMediator>()!`
 * return an instance of their type argument, so `mediator.Send(…)` is a call
 * of IMediator's Send (through its base ISender) — before, the variable had
 * no type and the call was only "may call". A generic method of another name
 * says nothing of its result.
 */
import * as assert from 'node:assert/strict';
import { callers, describeGraph } from './helpers';

const FILES: Record<string, string> = {
  'src/Mediator.cs': [
    'namespace Med {',
    '  public interface ISender { void Send(object request); }',
    '  public interface IMediator : ISender { }',
    '  public class Mediator : IMediator { public void Send(object request) { } }',
    '}',
    '',
  ].join('\n'),
  'test/Uses.cs': [
    'using System;',
    'using Med;',
    'namespace Med.Tests {',
    '  public class Uses {',
    '    public void ByLamar(Container container) { var mediator = container.GetInstance<IMediator>(); mediator.Send(1); }',
    '    public void ByMsDi(IServiceProvider sp) { var m = sp.GetRequiredService<IMediator>(); m.Send(2); }',
    '    public void Forgiving(IServiceProvider sp) { var m = sp.GetService<Med.IMediator>()!; m.Send(3); }',
    '    public void Other(Factory f) { var m = f.Make<IMediator>(); m.Send(4); }',
    '  }',
    '}',
    '',
  ].join('\n'),
};

describeGraph('C# service locators: a variable holds an instance of the type argument', FILES, 'cs-service-locators', (fx) => {
  it('types the variable by GetInstance<T>, GetRequiredService<T> and GetService<T>()!', async () => {
    assert.deepEqual(await callers(fx, 'ISender.Send'), [
      'test/Uses.cs:Uses.ByLamar:receiver',
      'test/Uses.cs:Uses.ByMsDi:receiver',
      'test/Uses.cs:Uses.Forgiving:receiver',
    ]);
  });

  it('leaves another generic method\'s result untyped', async () => {
    const r = await fx.call('code_callers', { symbol: 'ISender.Send' });
    assert.doesNotMatch(r.text, /Uses\.Other .*calls it/);
  });
});
