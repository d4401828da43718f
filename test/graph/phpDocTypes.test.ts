/**
 * PHP variables, properties, parameters and results typed only by PHPDoc
 * (issue 3, Slim): `/** @var Route $route *\/ $route = $request->getAttribute(…);
 * return $route->run($request);` (Slim's RouteRunner) left `run` unresolved
 * ("Not listed … may call it"); so did `/** @var RouteCollector *\/ protected
 * $routeCollector;` then `$this->routeCollector->…`, an untyped parameter with
 * `@param Foo $x`, a method without a return type declaring `@return Foo`,
 * and a foreach over a call declaring `@return Route[]` (Slim's
 * `foreach ($this->routeCollector->getRoutes() as $route)` in Dispatcher).
 * Decoys: Other.run / Other.add of the same names, and a scalar `@var string`.
 */
import { expectEdges, graphFixture, type GraphFixture } from './helpers';

const FILES = {
  'src/Route.php': [
    '<?php',
    'namespace App;',
    '',
    'class Route',
    '{',
    '    public function run(string $r): string { return $r; }',
    '    public function getPattern(): string { return "/"; }',
    '    public function getName(string $n): string { return $n; }',
    '}',
    '',
    'class Other',
    '{',
    '    public function run(string $r): string { return $r; }',
    '    public function add(string $p): void {}',
    '    public function getPattern(): string { return "*"; }',
    '    public function getName(string $n): string { return $n; }',
    '}',
    '',
    'class RouteCollector',
    '{',
    '    public function add(string $p): void {}',
    '',
    '    /**',
    '     * @return Route[]',
    '     */',
    '    public function getRoutes(): array',
    '    {',
    '        return $this->routes;',
    '    }',
    '',
    '    /** @return Route */',
    '    public function lookup($name)',
    '    {',
    '        return $this->routes[$name];',
    '    }',
    '}',
    '',
  ].join('\n'),
  'src/Runner.php': [
    '<?php',
    'namespace App;',
    '',
    'class Runner',
    '{',
    '    /**',
    '     * @var RouteCollector',
    '     */',
    '    protected $routeCollector;',
    '',
    '    public function handle($request): string',
    '    {',
    '        /** @var Route $route */',
    '        $route = $request->getAttribute("route");',
    '        return $route->run("x");',
    '    }',
    '',
    '    public function named($request): string',
    '    {',
    '        /** @var Route */',
    '        $route = $request->getAttribute("route");',
    '        /** @var string $label */',
    '        $label = $request->getLabel();',
    '        $label->run("no");',
    '        return $route->getPattern();',
    '    }',
    '',
    '    public function collect(string $p): void',
    '    {',
    '        $this->routeCollector->add($p);',
    '    }',
    '',
    '    /**',
    '     * @param Route|null $route the route, if any',
    '     */',
    '    public function pattern($route): string',
    '    {',
    '        return $route->getPattern();',
    '    }',
    '',
    '    public function all(): void',
    '    {',
    '        foreach ($this->routeCollector->getRoutes() as $name => $route) {',
    '            $route->getName($name);',
    '        }',
    '    }',
    '',
    '    public function reversed(array $routes): void',
    '    {',
    '        /** @var Route $r */',
    '        foreach (array_reverse($routes) as $r) {',
    '            $r->getName("r");',
    '        }',
    '    }',
    '',
    '    public function found(): string',
    '    {',
    '        return $this->routeCollector->lookup("home")->getPattern();',
    '    }',
    '}',
    '',
  ].join('\n'),
};

describe('code graph: PHP types from PHPDoc', function () {
  this.timeout(60000);
  let fx: GraphFixture;
  before(async () => {
    fx = await graphFixture(FILES, 'graph-php-doc-types');
  });

  it('an inline @var before an assignment types the variable (named or not)', async () => {
    await expectEdges(fx, 'code_callers', {
      'Route.run': ['src/Runner.php:Runner::handle:receiver'],
      'Other.run': [],
    });
  });

  it('a foreach over a call whose docblock says @return Route[] types the loop variable; an inline @var before a foreach declares it', async () => {
    await expectEdges(fx, 'code_callers', {
      'Route.getName': ['src/Runner.php:Runner::all:receiver', 'src/Runner.php:Runner::reversed:receiver'],
      'Other.getName': [],
    });
  });

  it('@var on an untyped property, @param of an untyped parameter and @return of an untyped method type their values', async () => {
    await expectEdges(fx, 'code_callers', {
      'RouteCollector.add': ['src/Runner.php:Runner::collect:receiver'],
      'Other.add': [],
      'Route.getPattern': ['src/Runner.php:Runner::found:receiver', 'src/Runner.php:Runner::named:receiver', 'src/Runner.php:Runner::pattern:receiver'],
      'Other.getPattern': [],
    });
  });
});
