import * as assert from 'node:assert/strict';
import { isSensitivePath, maskSecret, redactSecrets, scanSecrets } from '../../server/src/core/secrets';

// Samples are assembled at run time so this file never holds a literal credential.
const j = (...parts: string[]) => parts.join('');
const R36 = 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8';
const R40 = R36 + 's9T0';

describe('core/secrets (SPEC §9.1–§9.3)', () => {
  const fires: [string, string, 'high' | 'medium'][] = [
    ['private-key', j('-----BEGIN ', 'RSA PRIVATE KEY-----'), 'high'],
    ['private-key', j('-----BEGIN ', 'OPENSSH PRIVATE KEY-----'), 'high'],
    ['private-key', j('-----BEGIN ', 'PGP PRIVATE KEY BLOCK-----'), 'high'],
    ['private-key', j('-----BEGIN ', 'ENCRYPTED PRIVATE KEY-----'), 'high'],
    ['gcp-service-account', j('  "private_key": "', '-----BEGIN'), 'high'],
    ['aws-access-key', j('aws_key_id = ', 'AKIA', 'IOSFODNN7ABCDEFG'), 'high'],
    ['aws-access-key', j('ASIA', 'Y3FAKEKEYID12345'), 'high'],
    ['github-token', j('export GH=', 'ghp_', R36), 'high'],
    ['github-token', j('gho_', R36), 'high'],
    ['github-pat', j('github_pat_', R40, 'xyz'), 'high'],
    ['gitlab-token', j('glpat-', 'a1B2c3D4e5F6g7H8i9J0'), 'high'],
    ['slack-token', j('xoxb-', '1234567890-abcdef'), 'high'],
    ['anthropic-key', j('sk-ant-', 'api03-', R36), 'high'],
    ['openai-key', j('sk-proj-', R36), 'high'],
    ['openai-key', j('sk-', R36), 'high'],
    ['stripe-key', j('sk_live_', 'a1B2c3D4e5F6g7H8i9J0k1'), 'high'],
    ['stripe-key', j('rk_live_', 'a1B2c3D4e5F6g7H8i9J0k1'), 'high'],
    ['dotenv-vault-key', j('DOTENV_KEY="dotenv://:key_', '0123456789abcdef0123456789abcdef', '@dotenv.org/vault"'), 'high'],
    ['bearer-token', j('curl -H "Authorization: Bearer ', 'a1B2c3D4e5F6g7H8i9J0k1L2', '"'), 'high'],
    ['url-credentials', j('DATABASE_URL=postgres://app:', 'Sup3rS3cretPw', '@db.internal:5432/app'), 'high'],
    ['google-api-key', j('key=', 'AIza', 'SyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q'), 'medium'],
    ['jwt', j('eyJhbGciOiJIUzI1NiJ9', '.', 'eyJzdWIiOiIxMjM0NTY3ODkwIn0', '.', 'dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U'), 'medium'],
    ['assigned-secret', j('API_KEY=', 'q8Zt4kLm2Rw9Xy'), 'medium'],
    ['assigned-secret', j('"client_secret": "', 'h7Gk2Lp9Qz4Wm3', '"'), 'medium'],
    ['assigned-secret', j('db_password: ', 'correcthorsebattery'), 'medium'],
    ['secret-in-text', j('the deploy token is ', 'Xk9mP2qR7sT4vW8yZ3aB6cD1eF'), 'medium'],
    ['secret-in-text', j('our api key value is now ', 'Q2w3E4r5T6y7U8i9O0pAsDfGhJ'), 'medium'],
  ];
  for (const [rule, line, level] of fires) {
    it(`${rule} fires on ${line.slice(0, 24)}…`, () => {
      const f = scanSecrets(`intro\n${line}\n`);
      assert.equal(f.length, 1, JSON.stringify(f));
      assert.equal(f[0].rule, rule);
      assert.equal(f[0].level, level);
      assert.equal(f[0].line, 2);
    });
  }

  it('never fires on UUIDs, digests, SHAs, SRI, placeholders, paths or prose', () => {
    const quiet = [
      'api_key = 123e4567-e89b-12d3-a456-426614174000',
      'token: 3b18e512dba79e4c8300dd08aeb37f8e728b8dad',
      'secret = e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      'access_key: d41d8cd98f00b204e9800998ecf8427e',
      '"integrity": "sha512-z4PhNX7vuL3xVChQ1m2AB9Yg5AULVxXcg/SpIdNs6c5H0NE8XoXVcQ2lXDS16fKJ9Q7gBBsRYXk=="',
      'token: sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=',
      'API_KEY=${OPENAI_API_KEY}',
      'password: <your password here>',
      'api_key: your_api_key_goes_here',
      'secret: xxxxxxxxxxxxxxxx',
      'password = ****************',
      'GITHUB_TOKEN=process.env.GITHUB_TOKEN',
      'client_secret: env.CLIENT_SECRET_VALUE',
      'the password is stored in docs/security/rotation/policy-notes',
      'the token is refreshed every time the session expires, see the guide',
      'const token = getToken(request.headers);',
      "token: 'meta.diff.header.from-file',",
      'secretKey = config.auth.signingSecret',
      'jwt = (options: { secret: SignatureKey; cookie?: string; alg?: SignatureAlgorithm }) => …',
      'accessToken: AccessTokenOptions,',
      'postgres://user:${DB_PASSWORD}@localhost/db',
      'https://example.com/path',
      'a commit 8c35950131e2a981be2d4dfa6e6f9526adca8585 fixed it',
      j('sk-', 'short'),
    ];
    for (const line of quiet) assert.deepEqual(scanSecrets(line), [], line);
  });

  it('skips allowed lines and secrets.allow patterns', () => {
    const line = j('ghp_', R36);
    assert.equal(scanSecrets(`${line} # kontext:allow-secret`).length, 0);
    assert.equal(scanSecrets(`TEST_FIXTURE=${line}`, [/^TEST_FIXTURE=/]).length, 0);
    assert.equal(scanSecrets(line).length, 1);
  });

  it('reports overlapping matches once, under the earlier rule', () => {
    const f = scanSecrets(j('GITHUB_TOKEN=', 'ghp_', R36));
    assert.deepEqual(f.map((x) => x.rule), ['github-token']);
    const a = scanSecrets(j('ANTHROPIC_API_KEY=', 'sk-ant-', 'api03-', R36));
    assert.deepEqual(a.map((x) => x.rule), ['anthropic-key']);
  });

  it('masks as first 6 chars + length, or stars when short', () => {
    assert.equal(maskSecret(j('ghp_', R36)), 'ghp_a1…(40 chars)');
    assert.equal(maskSecret('abcdefghij'), '**********');
    const f = scanSecrets(j('API_KEY=', 'q8Zt4kLm2Rw9Xy'));
    assert.equal(f[0].masked, 'q8Zt4k…(14 chars)');
  });

  it('redacts values or whole matches and counts them', () => {
    const text = [
      j('API_KEY=', 'q8Zt4kLm2Rw9Xy'),
      j('use ', 'ghp_', R36, ' here'),
      j('-----BEGIN ', 'RSA PRIVATE KEY-----'),
      'MIIEowIBAAKCAQEA7',
      j('-----END ', 'RSA PRIVATE KEY-----'),
      'plain line',
    ].join('\n');
    const r = redactSecrets(text);
    assert.equal(r.count, 3);
    assert.equal(r.text, ['API_KEY=[redacted]', 'use [redacted:github-token] here', '[redacted:private-key]', 'plain line'].join('\n'));
  });

  it('knows the never-read files', () => {
    for (const p of ['.env', 'app/.env.local', '.env.production', 'id_rsa', 'home/.npmrc', '.netrc', 'auth.json',
      'certs/server.pem', 'tls.key', 'store.p12', 'infra/prod.tfstate', 'vars.tfvars', 'gcp-service-account.json',
      'my_service_account_key.json', 'client-secret.yaml', 'secrets.toml', 'SECRET.txt', 'credentials.json']) {
      assert.equal(isSensitivePath(p), true, p);
    }
    for (const p of ['.env.example', '.env.sample', 'config/.env.template', '.env.dist', 'README.md', 'src/secret.ts',
      'keys.md', 'service.json', 'docs/secrets.md', 'package.json']) {
      assert.equal(isSensitivePath(p), false, p);
    }
  });
});
