/**
 * Two PHP call forms (newcomer 42, guzzle). A function called with its
 * namespace written: `\json_decode($json)` calls PHP's own function, never
 * guzzle's `GuzzleHttp\json_decode`, which a fully qualified
 * `\GuzzleHttp\json_decode()` or a call inside namespace GuzzleHttp names
 * (PHP manual, "Name resolution rules"); before, all three were its callers,
 * and `callees Utils::jsonDecode` showed a loop that does not exist. An
 * object called as a function, `$handler($request, $options)` or
 * `$this($request)`, runs its `__invoke` ("Magic methods"); before, an
 * invokable class's `__invoke` had no callers. Real temp repositories, the
 * real grammar.
 */
import * as assert from 'node:assert/strict';
import { describeGraph, expectEdges } from './helpers';

const FUNCTIONS = [
  '<?php', //                                                           1
  'namespace GuzzleHttp;',
  '',
  'function json_decode(string $json, bool $assoc = false)',
  '{', //                                                               5
  '    return Utils::jsonDecode($json, $assoc);',
  '}',
  '',
  'function describe_type($input): string',
  '{', //                                                               10
  '    return \\gettype($input);',
  '}',
  '',
].join('\n');

const UTILS = [
  '<?php', //                                                           1
  'namespace GuzzleHttp;',
  '',
  'final class Utils',
  '{', //                                                               5
  '    public static function jsonDecode(string $json, bool $assoc = false)',
  '    {',
  '        $data = \\json_decode($json, $assoc);',
  '        return $data;',
  '    }', //                                                           10
  '    public static function legacy(string $json)',
  '    {',
  '        return json_decode($json);',
  '    }',
  '    public static function typed($x)', //                            15
  '    {',
  '        return Sub\\helper(describe_type($x));',
  '    }',
  '}',
  '',
].join('\n');

const SUB = ['<?php', 'namespace GuzzleHttp\\Sub;', '', 'function helper($x) { return $x; }', ''].join('\n');

const TEST = [
  '<?php', //                                                           1
  'namespace GuzzleHttp\\Tests;',
  '',
  'class UtilsTest',
  '{', //                                                               5
  '    public function testDecodesJson()',
  '    {',
  '        return \\GuzzleHttp\\json_decode(\'true\');',
  '    }',
  '}', //                                                               10
  '',
].join('\n');

describeGraph(
  'code graph: PHP functions called with their namespace',
  { 'src/functions.php': FUNCTIONS, 'src/Utils.php': UTILS, 'src/Sub/functions.php': SUB, 'tests/UtilsTest.php': TEST },
  'php-namespaced-functions',
  (fx) => {
    it('a call written \\json_decode is PHP’s, not the repository’s namespaced function, and is no “may call” either', async () => {
      await expectEdges(fx, 'code_callers', {
        json_decode: ['src/Utils.php:Utils::legacy:name', 'tests/UtilsTest.php:UtilsTest::testDecodesJson:name'],
      });
      const r = await fx.call('code_callers', { symbol: 'json_decode' });
      assert.doesNotMatch(r.text, /Not listed/);
    });

    it('a relative namespace is read from the calling file’s: Sub\\helper in GuzzleHttp is GuzzleHttp\\Sub\\helper', async () => {
      await expectEdges(fx, 'code_callees', {
        'Utils::typed': ['src/Sub/functions.php:helper:name', 'src/functions.php:describe_type:name'],
      });
    });

    it('keeps the namespace written as the call’s receiver, ending in a backslash', () => {
      const calls = fx.graph.data.files.get('src/Utils.php')!.calls.map((c) => `${c.recv ?? ''}${c.name}`);
      assert.ok(calls.includes('\\json_decode'), calls.join(', '));
      assert.ok(calls.includes('Sub\\helper'), calls.join(', '));
    });
  },
);

const HANDLER = [
  '<?php',
  'namespace GuzzleHttp\\Handler;',
  '',
  'class StreamHandler',
  '{',
  '    public function __invoke($request, array $options)',
  '    {',
  '        return $request;',
  '    }',
  '}',
  '',
].join('\n');

const RETRY = [
  '<?php',
  'namespace GuzzleHttp;',
  '',
  'class RetryMiddleware',
  '{',
  '    public function __invoke($request, array $options)',
  '    {',
  '        return $request;',
  '    }',
  '    private function doRetry($request, array $options)',
  '    {',
  '        return $this($request, $options);',
  '    }',
  '}',
  '',
].join('\n');

const HANDLER_TEST = [
  '<?php',
  'namespace GuzzleHttp\\Tests\\Handler;',
  '',
  'use GuzzleHttp\\Handler\\StreamHandler;',
  '',
  'class StreamHandlerTest',
  '{',
  '    public function testReturnsResponse()',
  '    {',
  '        $handler = new StreamHandler();',
  '        return $handler(1, []);',
  '    }',
  '}',
  '',
].join('\n');

describeGraph(
  'code graph: PHP objects called as functions run __invoke',
  { 'src/Handler/StreamHandler.php': HANDLER, 'src/RetryMiddleware.php': RETRY, 'tests/Handler/StreamHandlerTest.php': HANDLER_TEST },
  'php-invoke',
  (fx) => {
    it('$handler(…) of a StreamHandler and $this(…) call __invoke (newcomer 42 #6)', async () => {
      await expectEdges(fx, 'code_callers', {
        'StreamHandler::__invoke': ['tests/Handler/StreamHandlerTest.php:StreamHandlerTest::testReturnsResponse:receiver'],
        'RetryMiddleware::__invoke': ['src/RetryMiddleware.php:RetryMiddleware::doRetry:receiver'],
      });
    });
  },
);

// Slim (newcomer 43 #3): RouteRunner implements PSR-15's RequestHandlerInterface (a dependency's); a call on a value of
// that type may run RouteRunner::handle, so it is counted as a call that may call it, not left out as outside.
describeGraph(
  'code graph: PHP calls through a dependency interface a repository class implements',
  {
    'Slim/Routing/RouteRunner.php': [
      '<?php',
      'namespace Slim\\Routing;',
      '',
      'use Psr\\Http\\Server\\RequestHandlerInterface;',
      '',
      'class RouteRunner implements RequestHandlerInterface',
      '{',
      '    public function handle($request)',
      '    {',
      '        return $request;',
      '    }',
      '}',
      '',
    ].join('\n'),
    'Slim/MiddlewareDispatcher.php': [
      '<?php',
      'namespace Slim;',
      '',
      'use Psr\\Http\\Server\\RequestHandlerInterface;',
      'use Psr\\Log\\LoggerInterface;',
      '',
      'class MiddlewareDispatcher',
      '{',
      '    protected RequestHandlerInterface $tip;',
      '    protected LoggerInterface $log;',
      '',
      '    public function handle($request)',
      '    {',
      '        $this->log->handle($request);',
      '        return $this->tip->handle($request);',
      '    }',
      '}',
      '',
    ].join('\n'),
    'Slim/Interfaces/DispatcherInterface.php': [
      '<?php',
      'namespace Slim\\Interfaces;',
      '',
      'use Psr\\Http\\Server\\RequestHandlerInterface;',
      '',
      'interface DispatcherInterface extends RequestHandlerInterface',
      '{',
      '}',
      '',
    ].join('\n'),
    'Slim/Dispatcher.php': [
      '<?php',
      'namespace Slim;',
      '',
      'use Slim\\Interfaces\\DispatcherInterface;',
      '',
      'class Dispatcher implements DispatcherInterface',
      '{',
      '    public function handle($request)',
      '    {',
      '        return $request;',
      '    }',
      '}',
      '',
    ].join('\n'),
  },
  'php-outside-interface',
  (fx) => {
    it('$this->tip->handle() with tip a RequestHandlerInterface may call RouteRunner::handle; a LoggerInterface’s handle may not', async () => {
      const r = await fx.call('code_callers', { symbol: 'RouteRunner::handle' });
      assert.match(r.text, /Not listed: 1 call named handle .*1 more on values or packages from outside the repository left out; it may call it: Slim\/MiddlewareDispatcher\.php:15 `\$this->tip->handle\(\$request\)`/);
      assert.doesNotMatch(r.text, /MiddlewareDispatcher\.php:14/);
    });

    it('so may a class implementing it through a repository interface that extends it (Slim\'s MiddlewareDispatcherInterface)', async () => {
      const r = await fx.call('code_callers', { symbol: 'Dispatcher::handle' });
      assert.match(r.text, /it may call it: Slim\/MiddlewareDispatcher\.php:15 `\$this->tip->handle\(\$request\)`/);
      assert.doesNotMatch(r.text, /MiddlewareDispatcher\.php:14/);
    });
  },
);
