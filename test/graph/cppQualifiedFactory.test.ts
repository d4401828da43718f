/**
 * C++ `auto s = geo::make_shape(1); s->area()`: a variable made by a
 * namespace-qualified function is of the type that function returns
 * (graphTypes typeDefs / calleeTargets read `::`; newcomer 13b #8).
 */
import * as assert from 'node:assert/strict';
import { callers, graphFixture, type GraphFixture } from './helpers';

describe('code graph: C++ auto variables made by a namespace-qualified factory', function () {
  this.timeout(60000);
  let fx: GraphFixture;
  before(async () => {
    fx = await graphFixture(
      {
        'geo.h': 'namespace geo {\nstruct Shape { virtual double area() { return 0; } };\nShape* make_shape(int k);\n}\n',
        'geo.cpp': '#include "geo.h"\nnamespace geo {\nShape* make_shape(int k) { return new Shape(); }\n}\n',
        'main.cpp': '#include "geo.h"\nstruct Other { double area() { return 1; } };\ndouble f() {\n  auto s = geo::make_shape(1);\n  return s->area();\n}\n',
      },
      'graph-cpp-qualified-factory',
    );
  });

  it('s->area() calls geo::Shape.area, not the other class\'s area', async () => {
    assert.deepEqual((await callers(fx, 'Shape.area')).map((e) => e.replace(/:[a-z-]+$/, '')), ['main.cpp:f']);
    assert.deepEqual(await callers(fx, 'Other.area'), []);
  });
});
