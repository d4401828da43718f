/**
 * A field or property read off a call's result between the links of a chain
 * types the next call: serilog's `new LoggerConfiguration().WriteTo.Sink(s)
 * .Filter.With(f).CreateLogger()` (properties `WriteTo`, `Filter` of the
 * classes the calls return) and `var lc = new LoggerConfiguration()
 * .MinimumLevel.Is(2); lc.CreateLogger()` reach Sink, With, Is and
 * CreateLogger (newcomer 47 #2: 151 calls of CreateLogger were notes). The
 * same holds for a Kotlin property of a call's result. Real temp repository,
 * the real grammars.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES: Record<string, string> = {
  'src/Config.cs': [
    'namespace S {',
    '  public class LoggerConfiguration {',
    '    public LoggerSinkConfiguration WriteTo { get; internal set; }',
    '    public LoggerMinimumLevelConfiguration MinimumLevel => new LoggerMinimumLevelConfiguration(this);',
    '    public Logger CreateLogger() { return new Logger(); }',
    '    public LoggerFilterConfiguration Filter { get; }',
    '  }',
    '  public class LoggerSinkConfiguration {',
    '    public LoggerConfiguration Sink(object s) { return null; }',
    '  }',
    '  public class LoggerFilterConfiguration {',
    '    public LoggerConfiguration With(object f) { return null; }',
    '  }',
    '  public class LoggerMinimumLevelConfiguration {',
    '    public LoggerMinimumLevelConfiguration(LoggerConfiguration c) {}',
    '    public LoggerConfiguration Is(int level) { return null; }',
    '  }',
    '  public class Logger { public void Write(string m) {} }',
    '}',
  ].join('\n'),
  'test/ConfigTests.cs': [
    'namespace S.Tests {',
    '  public class ConfigTests {',
    '    public void Chained() {',
    '      var logger = new LoggerConfiguration().WriteTo.Sink(1).Filter.With(2).CreateLogger();',
    '      logger.Write("x");',
    '    }',
    '    public void Bound() {',
    '      var lc = new LoggerConfiguration().MinimumLevel.Is(2);',
    '      lc.CreateLogger();',
    '    }',
    '  }',
    '}',
  ].join('\n'),
  'src/main/kotlin/k/Client.kt': [
    'package k',
    'class Dispatcher { fun cancelAll() {} }',
    'class Client { val dispatcher: Dispatcher = Dispatcher() }',
    'class Builder { fun build(): Client = Client() }',
    'fun stop(b: Builder) { b.build().dispatcher.cancelAll() }',
  ].join('\n'),
};

describeGraph('fields read off a call\'s result in a chain', FILES, 'chain-fields', (fx) => {
  it('type the next call in C#, through a chain and a variable bound to one', async () => {
    await expectEdges(fx, 'code_callers', {
      'LoggerSinkConfiguration.Sink': ['test/ConfigTests.cs:ConfigTests.Chained:receiver'],
      'LoggerFilterConfiguration.With': ['test/ConfigTests.cs:ConfigTests.Chained:receiver'],
      'LoggerMinimumLevelConfiguration.Is': ['test/ConfigTests.cs:ConfigTests.Bound:receiver'],
      'LoggerConfiguration.CreateLogger': ['test/ConfigTests.cs:ConfigTests.Bound:receiver', 'test/ConfigTests.cs:ConfigTests.Chained:receiver'],
      'Logger.Write': ['test/ConfigTests.cs:ConfigTests.Chained:receiver'],
    });
  });

  it('type the next call in Kotlin', async () => {
    await expectEdges(fx, 'code_callers', { 'Dispatcher.cancelAll': ['src/main/kotlin/k/Client.kt:stop:receiver'] });
  });
});
