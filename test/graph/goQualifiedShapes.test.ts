/**
 * A Go type in another package satisfies the repository's interface when its
 * method names the parameter types with their package (newcomer 43 #4,
 * viper): package viper declares `remoteConfigFactory interface {
 * Get(rp RemoteProvider) (io.Reader, error) }` and `var RemoteConfig
 * remoteConfigFactory`; package viper/remote implements `func (rc
 * remoteConfigProvider) Get(rp viper.RemoteProvider) (io.Reader, error)`.
 * The shapes were compared as written, so `RemoteConfig.Get(provider)` was
 * no caller of it. Real temp repository, the real grammar.
 */
import { describeGraph, expectEdges } from './helpers';

const FILES = {
  'go.mod': 'module example.com/viper\n\ngo 1.22\n',
  'remote.go': [
    'package viper',
    '',
    'import "io"',
    '',
    'type RemoteProvider interface {',
    '\tPath() string',
    '}',
    '',
    'type remoteConfigFactory interface {',
    '\tGet(rp RemoteProvider) (io.Reader, error)',
    '}',
    '',
    'var RemoteConfig remoteConfigFactory',
    '',
    'func getRemoteConfig(provider RemoteProvider) (io.Reader, error) {',
    '\treturn RemoteConfig.Get(provider)',
    '}',
    '',
  ].join('\n'),
  'remote/remote.go': [
    'package remote',
    '',
    'import (',
    '\t"io"',
    '',
    '\t"example.com/viper"',
    ')',
    '',
    'type remoteConfigProvider struct{}',
    '',
    'func (rc remoteConfigProvider) Get(rp viper.RemoteProvider) (io.Reader, error) {',
    '\treturn nil, nil',
    '}',
    '',
    'type other struct{}',
    '',
    'func (o other) Get(rp string) (io.Reader, error) {',
    '\treturn nil, nil',
    '}',
    '',
  ].join('\n'),
};

describeGraph('code graph: Go interfaces satisfied across packages with qualified parameter types', FILES, 'go-qualified-shapes', (fx) => {
  it('RemoteConfig.Get reaches the implementation naming viper.RemoteProvider, not a Get of another shape', async () => {
    await expectEdges(fx, 'code_callers', {
      'remoteConfigProvider.Get': ['remote.go:getRemoteConfig:base'],
      'other.Get': [],
    });
  });
});
