/**
 * Kotlin values given by a scope function's lambda (jvmswift26 #5, okhttp):
 * SocketChannelTest.kt's `private val handshakeCertificates = run { …
 * HandshakeCertificates.Builder().heldCertificate(c).build() }` holds what
 * the lambda's last expression gives, a HandshakeCertificates (build's
 * declared result), so `handshakeCertificates.sslSocketFactory()` reaches
 * HandshakeCertificates.sslSocketFactory; `x.let { Foo() }` and `with(a) {
 * Foo() }` likewise give a Foo. `apply { }` gives its receiver (kept as
 * before).
 */
import { describeGraph, expectEdges } from './helpers';

const HANDSHAKE_KT = [
  'package okhttp3.tls',
  '',
  'class HandshakeCertificates private constructor(',
  '  private val keyManager: String,',
  ') {', // 5
  '  fun sslSocketFactory(): String = keyManager',
  '',
  '  class Builder {',
  '    private var held: String? = null',
  '    fun heldCertificate(heldCertificate: String) = apply { held = heldCertificate }', // 10
  '    fun build(): HandshakeCertificates = HandshakeCertificates(held!!)',
  '  }',
  '}',
  '',
  'class HeldCertificate(val certificate: String) {', // 15
  '  fun keyPair(): String = certificate',
  '}',
  '',
].join('\n');

const TEST_KT = [
  'package okhttp3',
  '',
  'import okhttp3.tls.HandshakeCertificates',
  'import okhttp3.tls.HeldCertificate',
  '', // 5
  'class SocketChannelTest {',
  '  val hostname = "local.host"',
  '  private val handshakeCertificates =',
  '    run {',
  '      // Generate a self-signed cert for the server to serve and the client to trust.', // 10
  '      val heldCertificate = "cert"',
  '      HandshakeCertificates',
  '        .Builder()',
  '        .heldCertificate(heldCertificate)',
  '        .build()', // 15
  '    }',
  '',
  '  fun connect() {',
  '    val sslSocketFactory = handshakeCertificates.sslSocketFactory()',
  '  }', // 20
  '',
  '  fun held(name: String?) {',
  '    val certificate = name.let { HeldCertificate(it ?: hostname) }',
  '    certificate.keyPair()',
  '    val other = with(hostname) { HeldCertificate(this) }', // 25
  '    other.keyPair()',
  '  }',
  '}',
  '',
].join('\n');

describeGraph(
  'code graph: Kotlin run / let / with give their lambda’s result',
  { 'okhttp-tls/src/okhttp3/tls/HandshakeCertificates.kt': HANDSHAKE_KT, 'okhttp/src/okhttp3/SocketChannelTest.kt': TEST_KT },
  'kotlin-lambda-results',
  (fx) => {
    it('a property given by run { … .build() } and locals given by let / with are typed by the lambda’s last expression', async () => {
      await expectEdges(fx, 'code_callees', {
        'SocketChannelTest.connect': ['okhttp-tls/src/okhttp3/tls/HandshakeCertificates.kt:HandshakeCertificates.sslSocketFactory:receiver'],
        'SocketChannelTest.held': ['okhttp-tls/src/okhttp3/tls/HandshakeCertificates.kt:HeldCertificate.constructor:import', 'okhttp-tls/src/okhttp3/tls/HandshakeCertificates.kt:HeldCertificate.keyPair:receiver'],
      });
    });
  },
);
