/**
 * Constructions a class makes of itself, and base constructors run from a
 * subclass's (newcomer 13a leftovers, newcomer 14a #10):
 * - Ruby: `new(…)` / `self.new(…)` in a singleton method and
 *   `self.class.new(…)` in an instance method make an instance of the
 *   enclosing class, so `.to_app` on them (rack's `Rack::Builder.app`) calls
 *   its method; a singleton method ending in `new(…)` returns one
 *   (`p = Point.make(3); p.norm`), as does one ending in `Repo.new`; `self`
 *   at the end of an instance method returns the object (a fluent chain);
 *   `Builder.new do … end.to_app` is read without its block.
 * - Python `super().__init__(…)` / `Base.__init__(self, …)` and PHP
 *   `parent::__construct(…)` in a subclass's constructor are callers of the
 *   base class, as Java's `super(…)` is; TypeScript's `super(…)` stays out
 *   (its call hierarchy lists none).
 * - C++ `Dog d;` at file or namespace scope constructs a Dog (a default
 *   constructor declared); `extern Dog e;` only declares a variable.
 */
import { describeGraph, expectEdges } from './helpers';

const RUBY: Record<string, string> = {
  'lib/builder.rb': [
    'module Rack',
    '  class Builder',
    '    def self.app(default_app = nil, &block)',
    '      self.new(default_app, &block).to_app',
    '    end',
    '',
    '    def self.load(x)',
    '      new(x).to_app',
    '    end',
    '',
    '    def self.from_string(text)',
    '      builder = self.new(text)',
    '      builder.to_app',
    '    end',
    '',
    '    def initialize(default_app = nil, &block)',
    '      @run = default_app',
    '    end',
    '',
    '    def use(x)',
    '      @run = x',
    '      self',
    '    end',
    '',
    '    def dup_app',
    '      self.class.new(@run).to_app',
    '    end',
    '',
    '    def to_app',
    '      @run',
    '    end',
    '  end',
    'end',
    '',
  ].join('\n'),
  'lib/point.rb': [
    'class Point',
    '  def initialize(x, y)',
    '    @x = x',
    '    @y = y',
    '  end',
    '',
    '  def self.make(x)',
    '    new(x, 0)',
    '  end',
    '',
    '  def self.origin',
    '    return Point.new(0, 0)',
    '  end',
    '',
    '  def norm',
    '    @x * @x + @y * @y',
    '  end',
    'end',
    '',
  ].join('\n'),
  'app.rb': [
    'def run_point',
    '  p = Point.make(3)',
    '  p.norm',
    'end',
    '',
    'def run_origin',
    '  o = Point.origin',
    '  o.norm',
    'end',
    '',
    'def run_block',
    '  Rack::Builder.new do',
    '    use 1',
    '  end.to_app',
    'end',
    '',
    'def run_fluent',
    '  b = Rack::Builder.new(1)',
    '  c = b.use(2)',
    '  c.to_app',
    'end',
    '',
    'def unrelated(thing)',
    '  thing.norm',
    'end',
    '',
  ].join('\n'),
};

describeGraph('Ruby: constructions of the enclosing class, and what a method returns', RUBY, 'ruby-self-new', (fx) => {
  it('self.new(…) / new(…) in a singleton method and self.class.new(…) are instances of the class', async () => {
    await expectEdges(fx, 'code_callers', {
      'Rack::Builder#to_app': [
        'app.rb:run_block:receiver',
        'app.rb:run_fluent:receiver',
        'lib/builder.rb:Rack::Builder#dup_app:receiver',
        'lib/builder.rb:Rack::Builder.app:receiver',
        'lib/builder.rb:Rack::Builder.from_string:receiver',
        'lib/builder.rb:Rack::Builder.load:receiver',
      ],
    });
  });

  it('a variable holding what a singleton method returns (new(…), Point.new) is typed by it', async () => {
    await expectEdges(fx, 'code_callers', { 'Point#norm': ['app.rb:run_origin:receiver', 'app.rb:run_point:receiver'] });
  });
});

const SUPER: Record<string, string> = {
  'shapes.py': [
    'class Base:',
    '    def __init__(self, n):',
    '        self.n = n',
    '',
    '',
    'class Child(Base):',
    '    def __init__(self, n):',
    '        super().__init__(n)',
    '',
    '',
    'class Named(Base):',
    '    def __init__(self, n):',
    '        Base.__init__(self, n)',
    '',
    '',
    'def build():',
    '    return Child(2)',
    '',
    '',
    'def again(b):',
    '    b.__init__(3)',
    '',
  ].join('\n'),
  'shapes.php': [
    '<?php',
    'class Shape {',
    '    public function __construct($n) { $this->n = $n; }',
    '}',
    'class Square extends Shape {',
    '    public function __construct($n) {',
    '        parent::__construct($n);',
    '    }',
    '}',
    'function make() { return new Square(2); }',
    '',
  ].join('\n'),
  'shapes.ts': [
    'export class Root {',
    '  constructor(public n: number) {}',
    '}',
    'export class Leaf extends Root {',
    '  constructor(n: number) {',
    '    super(n);',
    '  }',
    '}',
    '',
  ].join('\n'),
};

describeGraph('Python and PHP: a subclass constructor calling the base one is a caller of the base class', SUPER, 'super-constructs', (fx) => {
  it('super().__init__, Base.__init__(self) and parent::__construct count; a call on another object and TS super(…) do not', async () => {
    await expectEdges(fx, 'code_callers', {
      'Base @ shapes.py': ['shapes.py:Child.__init__:receiver', 'shapes.py:Named.__init__:receiver'],
      'Shape @ shapes.php': ['shapes.php:Square::__construct:receiver'],
      'Root @ shapes.ts': [],
    });
  });
});

const CPP: Record<string, string> = {
  'dog.cpp': [
    'struct Dog {',
    '  Dog() {}',
    '  void bark() {}',
    '};',
    'struct Cat {',
    '  void purr() {}',
    '};',
    'Dog d;',
    'Cat c;',
    'extern Dog e;',
    'namespace zoo {',
    'Dog z;',
    '}',
    'int main() { d.bark(); return 0; }',
    '',
  ].join('\n'),
};

describeGraph('C++: a class-typed variable at file or namespace scope', CPP, 'cpp-global-construction', (fx) => {
  it('constructs the class when it declares a default constructor; extern only declares', async () => {
    const r = await fx.call('code_callers', { symbol: 'Dog' });
    expectLines(r.text, 'dog.cpp:8', [8, 12]);
    await expectEdges(fx, 'code_callers', { Cat: [] });
  });
});

/** The answer names the top-level caller at `where`, calling on exactly `lines`. */
function expectLines(text: string, where: string, lines: number[]): void {
  const m = new RegExp(`${where.replace('.', '\\.')}[^\\n]*calls it on lines? ([\\d, ]+)`).exec(text);
  if (!m) throw new Error(`no caller at ${where} in:\n${text}`);
  const got = m[1].split(',').map((x) => Number(x.trim()));
  if (JSON.stringify(got) !== JSON.stringify(lines)) throw new Error(`lines ${got} instead of ${lines} in:\n${text}`);
}

const UNRELATED: Record<string, string> = {
  'src/http.ts': [
    'export class FetchTransport {',
    '  send() {}',
    '}',
    'export class RetryTransport extends FetchTransport {',
    '  constructor() {',
    '    super();',
    '  }',
    '}',
    'export class Client {',
    '  constructor() {}',
    '}',
    'export class Outside extends Unknown {',
    '  constructor() {',
    '    super();',
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/wrap.ts': [
    "import { Client } from 'some-lib';",
    'export class Wrapped extends Client {',
    '  constructor() {',
    '    super();',
    '  }',
    '}',
    '',
  ].join('\n'),
  'app/config.py': [
    'import click',
    'import werkzeug.test',
    '',
    'class App:',
    '    def __init__(self, name):',
    '        self.name = name',
    '',
    'class Config(dict):',
    '    def __init__(self, defaults=None):',
    '        super().__init__(defaults or {})',
    '',
    'class FlaskGroup(click.Group):',
    '    def __init__(self, **extra):',
    '        super().__init__(**extra)',
    '',
    'class EnvironBuilder(werkzeug.test.EnvironBuilder):',
    '    def __init__(self, app):',
    '        super().__init__(app)',
    '',
    'class Flask(App):',
    '    def __init__(self, name):',
    '        super().__init__(name)',
    '',
  ].join('\n'),
};

describeGraph('super() in an unrelated class is not offered as a possible caller (newcomer 14a #7, newcomer 18 #11)', UNRELATED, 'super-unrelated', (fx) => {
  it('TypeScript: nor in a class whose base is from outside the repository; a base named like a repository class stays possible', async () => {
    const r = await fx.call('code_callers', { symbol: 'Client.constructor' });
    if (/src\/http\.ts:6\b/.test(r.text) || /src\/http\.ts:14\b/.test(r.text)) throw new Error(r.text);
    if (!/src\/wrap\.ts:4\b/.test(r.text)) throw new Error(`the super() of a class extending an imported Client should stay possible:\n${r.text}`);
  });

  it('Python: super().__init__ in subclasses of dict, click.Group or a same-named outside class are not offered for App.__init__', async () => {
    const r = await fx.call('code_callers', { symbol: 'App.__init__' });
    if (!/app\/config\.py:21\b/.test(r.text)) throw new Error(`Flask.__init__ calls it:\n${r.text}`);
    for (const line of [10, 14, 18]) if (new RegExp(`app/config\\.py:${line}\\b`).test(r.text)) throw new Error(`line ${line} offered:\n${r.text}`);
  });
});

describeGraph('Ruby: c = new without parentheses in a singleton method (class << self or def self.x)', {
  'lib/cart.rb': [
    'class Cart',
    '  class << self',
    '    def build',
    '      c = new',
    '      c.add(1)',
    '      c',
    '    end',
    '  end',
    '',
    '  def self.make',
    '    c = new',
    '    c.add(2)',
    '  end',
    '',
    '  def add(x)',
    '    x',
    '  end',
    'end',
    '',
    'class Bag',
    '  def add(x)',
    '    x',
    '  end',
    'end',
    '',
  ].join('\n'),
}, 'ruby-bare-new', (fx) => {
  it('c is an instance of the class, so c.add is its add, not Bag#add', async () => {
    await expectEdges(fx, 'code_callers', { 'Cart#add': ['lib/cart.rb:Cart.build:receiver', 'lib/cart.rb:Cart.make:receiver'], 'Bag#add': [] });
  });
});
