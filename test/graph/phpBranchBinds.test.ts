/**
 * PHP: an assignment in one branch of an `if` does not type the variable in
 * its sibling branch, and a nullable parameter type holds where no
 * assignment reaches (newcomer 19 #4): Slim's App constructor takes
 * `?MiddlewareDispatcherInterface $middlewareDispatcher`, assigns `new
 * MiddlewareDispatcher(…)` in the `if` and calls `seedMiddlewareStack` on
 * the parameter in the `else`; the call was listed as the class's and the
 * interface's method had no callers. The `?Type` of a parameter or property
 * is now bound (optional_type), and PHP's then-branch (field `body`) ends a
 * bind's effect at its `else` (bindPlaces BindRec.ifEndLine); after the `if`,
 * either value may be there.
 */
import * as assert from 'node:assert/strict';
import { callers, describeGraph } from './helpers';

const APP = [
  '<?php',
  'interface DispatcherInterface { public function seed($r); }',
  'class Dispatcher implements DispatcherInterface { public function seed($r) {} }',
  'class Other { public function seed($r) {} }',
  'class App {',
  '    public function __construct(?DispatcherInterface $d = null, ?Other $o = null) {', // 6
  '        if (!$d) {',
  '            $d = new Dispatcher();',
  '        } else {',
  '            $d->seed(1);', // 10
  '        }',
  '        $d->seed(2);', // 12
  '        $o->seed(3);', // 13
  '    }',
  '}',
  '',
].join('\n');

describeGraph('code graph: PHP binds in one branch of an if, nullable parameter types', { 'App.php': APP }, 'php-branch-binds', (fx) => {
  it('types a variable in the else by its declared parameter type, not by the then-branch assignment', async () => {
    const iface = await fx.call('code_callers', { symbol: 'DispatcherInterface.seed' });
    assert.match(iface.text, /method App::__construct .*\(calls it on lines 10, 12\)/);
    // The class's method: line 12 (after the if, either value) directly; line 10 only through the interface.
    const cls = await fx.call('code_callers', { symbol: 'Dispatcher.seed' });
    assert.match(cls.text, /\(calls it on line 12; calls DispatcherInterface::seed on line 10\)/);
    // `?Other $o`: a nullable class type binds as the class does.
    assert.deepEqual(await callers(fx, 'Other.seed'), ['App.php:App::__construct:receiver']);
  });
});
