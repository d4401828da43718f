/**
 * TEMPORARY: the two rules retrieval needs from modules another engineer owns
 * (core/globs.ts `globMatch`, core/secrets.ts `isSensitivePath`, CONTRACTS.md
 * "store"), written against those contracts so docs.ts works before they land.
 * Removed as soon as they are on main; nothing else imports this file.
 */
import picomatch from 'picomatch';

const compiled = new Map<string, (p: string) => boolean>();

/** SPEC §4 glob match of a repo-relative path. */
export function globMatch(pattern: string, relPath: string): boolean {
  let fn = compiled.get(pattern);
  if (!fn) {
    let p = pattern.replace(/^\.\//, '');
    if (p.startsWith('/')) p = p.slice(1);
    else if (!p.replace(/\/$/, '').includes('/')) p = `**/${p}`;
    if (p.endsWith('/')) p += '**';
    const m = picomatch(p, { dot: true });
    const base = p.endsWith('/**') ? p.slice(0, -3) : null;
    const mb = base ? picomatch(base, { dot: true }) : null;
    fn = (x: string) => m(x) || (mb !== null && mb(x));
    compiled.set(pattern, fn);
  }
  return fn(relPath);
}

/** SPEC §9.3 never-read files. */
export function isSensitivePath(relPath: string): boolean {
  const name = relPath.slice(relPath.lastIndexOf('/') + 1).toLowerCase();
  if (name.startsWith('.env')) return !/\.(example|sample|template|dist)$/.test(name);
  if (['id_rsa', 'id_ed25519', 'id_ecdsa', 'credentials.json', '.npmrc', '.pypirc', '.netrc', 'secrets.env', 'auth.json'].includes(name)) {
    return true;
  }
  if (/\.(pem|key|p12|pfx|keystore|tfstate|tfvars)$/.test(name)) return true;
  if (name.includes('service') && name.includes('account') && name.endsWith('.json')) return true;
  if (name.includes('secret') && /\.(json|yaml|yml|env|txt|toml|ini)$/.test(name)) return true;
  return false;
}
