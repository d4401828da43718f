/**
 * Secret detection, redaction and never-read files (SPEC §9.1–§9.3). Rules run
 * per line in the listed order; a match overlapping an earlier rule's match is
 * dropped ("overlap → earlier-listed rule"). UUIDs, 32/40/64-hex digests, git
 * SHAs, SRI integrity strings and `${VAR}` placeholders are never secrets.
 */
import { escapeRegExp } from './regex';

export type SecretLevel = 'high' | 'medium';

/** One finding: 1-based line, rule name, level and the masked secret. */
export interface Finding {
  line: number;
  rule: string;
  level: SecretLevel;
  masked: string;
}

interface Rule {
  name: string;
  level: SecretLevel;
  re: RegExp;
  /** Capture group holding the secret value (0 = the whole match). */
  group: number;
  /** Cheap test a line must pass before the rule's regex runs (speed only). */
  pre: RegExp;
  /** Value-only rules redact just the value (`[redacted]`, SPEC §9.2). */
  valueOnly?: boolean;
  check?: (value: string, m: RegExpExecArray) => boolean;
}

const T = '[A-Za-z0-9_-]';
const SECRET_WORD = '(?:api[_-]?key|apikey|client[_-]?secret|secret|token|passw(?:or)?d|access[_-]?key)';

/** Placeholder values (SPEC §9.1). */
export function isPlaceholder(v: string): boolean {
  const s = v.trim().replace(/^["'`]|["'`]$/g, '');
  const l = s.toLowerCase();
  if (/xxx|example|changeme|placeholder|your_|your-|redacted/.test(l)) return true;
  if (s.startsWith('${') || s.startsWith('<') || l.startsWith('process.env') || l.startsWith('env.')) return true;
  return /^[*x.]+$/i.test(s);
}

/** Values that are never secrets: UUIDs, hex digests/SHAs, SRI integrity, `${VAR}` (SPEC §9.1). */
export function isNeverSecret(v: string): boolean {
  const s = v.trim().replace(/^["'`]|["'`,;]+$/g, '');
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s)) return true;
  if (/^[0-9a-f]{7,40}$/i.test(s) || /^[0-9a-f]{64}$/i.test(s)) return true;
  if (/^sha(1|256|384|512)-[A-Za-z0-9+/=]+$/.test(s)) return true;
  return /^\$\{[^}]*\}$/.test(s);
}

/**
 * **[I]** Code on the right of `=` is not a literal secret: a call
 * (`getToken(req)`), a member path of identifiers (`config.apiKey`), a
 * dotted name of lowercase words (`token: 'meta.function-call'`, TextMate
 * scopes, config keys) — measured on vuejs-core by bench/store.mjs — or an
 * identifier of capitalised words, letters only, a type or a variable
 * (`secret: SignatureKey` in hono's jwt signature, newcomer 42 #7;
 * `accessToken: AccessTokenOptions`).
 */
function isCodeExpression(v: string): boolean {
  const s = v.replace(/^["'`]|["'`]$/g, '');
  return (
    s.includes('(') ||
    /^[A-Za-z][a-z]+(?:[A-Z][a-z]+)+$/.test(s) ||
    /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/.test(s) ||
    /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*(?:\.[a-z][a-z0-9]*(?:-[a-z0-9]+)*)+$/.test(s)
  );
}

/** Shannon entropy in bits per character. */
export function entropy(s: string): number {
  const counts = new Map<string, number>();
  for (const c of s) counts.set(c, (counts.get(c) ?? 0) + 1);
  let h = 0;
  const n = [...s].length;
  for (const k of counts.values()) {
    const p = k / n;
    h -= p * Math.log2(p);
  }
  return h;
}

/** Random-looking per secret-in-text: digit + upper + lower, entropy ≥ 3.5, not a `/`-path of words. */
function looksRandom(v: string): boolean {
  if (!/\d/.test(v) || !/[A-Z]/.test(v) || !/[a-z]/.test(v)) return false;
  if (entropy(v) < 3.5) return false;
  if (v.includes('/') && v.split('/').every((seg) => /^[A-Za-z][a-z]*(?:[-_.][A-Za-z0-9]+)*$/.test(seg) || seg === '')) return false;
  return true;
}

/** The rules of SPEC §9.1, in order (high first, then medium). */
export const RULES: Rule[] = [
  { name: 'private-key', level: 'high', pre: /PRIVATE KEY/, re: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----/g, group: 0 },
  { name: 'gcp-service-account', level: 'high', pre: /"private_key"/, re: /"private_key"\s*:\s*"-----BEGIN/g, group: 0 },
  { name: 'aws-access-key', level: 'high', pre: /AKIA|ASIA/, re: /\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/g, group: 0 },
  { name: 'github-token', level: 'high', pre: /gh[pousr]_/, re: new RegExp(`\\bgh[pousr]_${T}{36,}`, 'g'), group: 0 },
  { name: 'github-pat', level: 'high', pre: /github_pat_/, re: new RegExp(`\\bgithub_pat_${T}{40,}`, 'g'), group: 0 },
  { name: 'gitlab-token', level: 'high', pre: /glpat-/, re: new RegExp(`\\bglpat-${T}{20,}`, 'g'), group: 0 },
  { name: 'slack-token', level: 'high', pre: /xox[abprs]-/, re: new RegExp(`\\bxox[abprs]-${T}{10,}`, 'g'), group: 0 },
  { name: 'anthropic-key', level: 'high', pre: /sk-ant-/, re: new RegExp(`\\bsk-ant-${T}{20,}`, 'g'), group: 0 },
  { name: 'openai-key', level: 'high', pre: /sk-/, re: new RegExp(`\\bsk-(?:proj-|svcacct-)?${T}{32,}`, 'g'), group: 0 },
  { name: 'stripe-key', level: 'high', pre: /k_live_/, re: new RegExp(`\\b[rs]k_live_${T}{20,}`, 'g'), group: 0 },
  { name: 'dotenv-vault-key', level: 'high', pre: /dotenv:/, re: /dotenv:\/\/:key_[0-9a-fA-F]{32,}/g, group: 0 },
  {
    name: 'bearer-token',
    pre: /bearer/i,
    level: 'high',
    re: new RegExp(`authorization\\s*:\\s*bearer\\s+(${T}{20,}[A-Za-z0-9_.~+/=-]*)`, 'gi'),
    group: 1,
    check: (v) => !isPlaceholder(v),
  },
  {
    name: 'url-credentials',
    pre: /:\/\/\S*@/,
    level: 'high',
    re: /\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@'"]+:([^\s@/'"]{6,128})@[^\s/'"]+/gi,
    group: 1,
    check: (v) => !isPlaceholder(v) && !isNeverSecret(v),
  },
  { name: 'google-api-key', level: 'medium', pre: /AIza/, re: new RegExp(`\\bAIza${T}{35}(?![A-Za-z0-9_-])`, 'g'), group: 0 },
  { name: 'jwt', level: 'medium', pre: /eyJ/, re: new RegExp(`\\beyJ${T}+\\.eyJ${T}+\\.${T}{8,}`, 'g'), group: 0 },
  {
    name: 'assigned-secret',
    pre: /api[_-]?key|apikey|secret|token|passw|access[_-]?key/i,
    level: 'medium',
    // The identifier's part before the keyword is not matched: scanning it from every position is slow.
    re: new RegExp(`${SECRET_WORD}[A-Za-z0-9_.-]*["'\`]?\\s*(?:=|:)\\s*["'\`]?([^\\s"'\`,;]{12,})`, 'gi'),
    group: 1,
    valueOnly: true,
    check: (v) => !isPlaceholder(v) && !isNeverSecret(v) && !isCodeExpression(v),
  },
  {
    name: 'secret-in-text',
    pre: /secret|token|passw|passphrase|api key|access key|private key|credential/i,
    level: 'medium',
    re: /\b(?:secret|token|password|passphrase|api key|access key|private key|credentials?)\b(?:\s+(?:is|was|of|for|value|key|now)){0,3}\s*[:=]?\s*["'`]?([^\s"'`]{24,})/gi,
    group: 1,
    valueOnly: true,
    check: (v) => {
      const s = v.replace(/[.,;:)\]]+$/, '');
      return s.length >= 24 && !isPlaceholder(s) && !isNeverSecret(s) && looksRandom(s);
    },
  },
];

function RULES_PRE_SOURCE(): string {
  return RULES.map((r) => r.pre.source).join('|');
}

/** Masks a secret for display (SPEC §2.8): first 6 chars + `…(N chars)`, or all `*` when ≤ 10. */
export function maskSecret(s: string): string {
  const cps = [...s];
  if (cps.length <= 10) return '*'.repeat(cps.length);
  return `${cps.slice(0, 6).join('')}…(${cps.length} chars)`;
}

interface Hit {
  rule: Rule;
  start: number;
  end: number;
  value: string;
  valueStart: number;
}

/** All non-overlapping hits of one line, earlier-listed rule first. */
/** Union of every rule's `pre`: most lines of code and prose fail it and cost one test. */
const ANY = new RegExp(RULES_PRE_SOURCE(), 'i');

function lineHits(line: string): Hit[] {
  const hits: Hit[] = [];
  if (!ANY.test(line)) return hits;
  for (const rule of RULES) {
    if (!rule.pre.test(line)) continue;
    rule.re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = rule.re.exec(line))) {
      if (m[0] === '') {
        rule.re.lastIndex++;
        continue;
      }
      let value = m[rule.group] ?? m[0];
      if (rule.name === 'secret-in-text') value = value.replace(/[.,;:)\]]+$/, '');
      if (rule.check && !rule.check(value, m)) continue;
      if (rule.group === 0 && isNeverSecret(value)) continue;
      const start = m.index;
      const end = m.index + m[0].length;
      if (hits.some((h) => start < h.end && h.start < end)) continue;
      const valueStart = rule.group === 0 ? start : m.index + m[0].lastIndexOf(m[rule.group]);
      hits.push({ rule, start, end, value, valueStart });
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}

/**
 * Where a cut of `text` at UTF-16 index `at` must move so that no secret is
 * cut in half (SPEC §9.2 redaction happens on whole values; a clipped prefix
 * would no longer match a rule and leak part of the value): the start of the
 * value of a §9.1 hit that spans `at` on its line, else `at`. Allowed lines
 * are not considered: a clip may end a little earlier than needed there.
 */
export function secretSafeCut(text: string, at: number): number {
  if (at <= 0 || at >= text.length) return at;
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const nl = text.indexOf('\n', at);
  const line = text.slice(lineStart, nl < 0 ? text.length : nl);
  const rel = at - lineStart;
  for (const h of lineHits(line)) {
    const from = h.rule.valueOnly ? h.valueStart : h.start;
    if (from < rel && rel < h.end) return lineStart + from;
  }
  return at;
}

/** Compiles `secrets.allow` line regexes (SPEC §4); an invalid one matches its text literally. */
export function allowPatterns(list: string[]): RegExp[] {
  return list.map((s) => {
    try {
      return new RegExp(s);
    } catch {
      return new RegExp(escapeRegExp(s));
    }
  });
}

/**
 * `value` with every string in it redacted (SPEC §9.2 replacements, honouring
 * `allow` and `kontext:allow-secret`): strings, arrays and plain objects are
 * walked (keys kept), anything else is returned as is. Unchanged parts keep
 * their identity. `count` = values replaced.
 */
export function redactDeep<T>(value: T, allow: RegExp[] = []): { value: T; count: number } {
  let count = 0;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const r = redactSecrets(v, allow);
      count += r.count;
      return r.text;
    }
    if (Array.isArray(v)) {
      let changed = false;
      const out = v.map((x) => {
        const y = walk(x);
        if (y !== x) changed = true;
        return y;
      });
      return changed ? out : v;
    }
    if (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) {
      let changed = false;
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) {
        const y = walk(x);
        if (y !== x) changed = true;
        out[k] = y;
      }
      return changed ? out : v;
    }
    return v;
  };
  const out = walk(value) as T;
  return { value: out, count };
}

function skipped(line: string, allow: RegExp[]): boolean {
  return line.includes('kontext:allow-secret') || allow.some((re) => re.test(line));
}

/**
 * Scans `text` line by line (SPEC §9.1). Lines containing
 * `kontext:allow-secret` or matching one of `allow` (`secrets.allow`) are
 * skipped. One finding per match.
 */
export function scanSecrets(text: string, allow: RegExp[] = []): Finding[] {
  const out: Finding[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (skipped(line, allow)) return;
    for (const h of lineHits(line)) out.push({ line: i + 1, rule: h.rule.name, level: h.rule.level, masked: maskSecret(h.value) });
  });
  return out;
}

/**
 * Redacts secrets (SPEC §9.2): assigned-secret and secret-in-text replace only
 * the value with `[redacted]`; other rules replace the match with
 * `[redacted:<rule>]`. A private-key header takes its whole block, up to the
 * matching `-----END … PRIVATE KEY…-----` line **[I]**. Returns the text and the
 * number of replacements.
 */
export function redactSecrets(text: string, allow: RegExp[] = []): { text: string; count: number } {
  // Most texts (titles, subjects, code) pass no rule's cheap test: one regex, no split.
  if (!ANY.test(text)) return { text, count: 0 };
  let count = 0;
  const keyBlock = /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----/g;
  let t = text.replace(keyBlock, (m) => {
    if (m.includes('kontext:allow-secret')) return m;
    count++;
    return '[redacted:private-key]';
  });
  t = t
    .split('\n')
    .map((line) => {
      if (skipped(line, allow)) return line;
      const hits = lineHits(line);
      if (!hits.length) return line;
      let out = '';
      let pos = 0;
      for (const h of hits) {
        count++;
        if (h.rule.valueOnly) {
          out += line.slice(pos, h.valueStart) + '[redacted]';
          pos = h.valueStart + h.value.length;
        } else {
          out += line.slice(pos, h.start) + `[redacted:${h.rule.name}]`;
          pos = h.end;
        }
      }
      return out + line.slice(pos);
    })
    .join('\n');
  return { text: t, count };
}

/**
 * Never-read files (SPEC §9.3), by lowercased file name: `.env*` (except
 * `.example .sample .template .dist`), id_rsa, id_ed25519, id_ecdsa,
 * credentials.json, .npmrc, .pypirc, .netrc, secrets.env, auth.json; names
 * ending .pem .key .p12 .pfx .keystore .tfstate .tfvars; "service" + "account"
 * + `.json`; "secret" + `.json .yaml .yml .env .txt .toml .ini`.
 */
export function isSensitivePath(relPath: string): boolean {
  const name = (relPath.replace(/\\/g, '/').split('/').pop() ?? '').toLowerCase();
  if (name.startsWith('.env')) return !/\.(example|sample|template|dist)$/.test(name);
  if (['id_rsa', 'id_ed25519', 'id_ecdsa', 'credentials.json', '.npmrc', '.pypirc', '.netrc', 'secrets.env', 'auth.json'].includes(name)) return true;
  if (/\.(pem|key|p12|pfx|keystore|tfstate|tfvars)$/.test(name)) return true;
  if (name.includes('service') && name.includes('account') && name.endsWith('.json')) return true;
  return name.includes('secret') && /\.(json|yaml|yml|env|txt|toml|ini)$/.test(name);
}
