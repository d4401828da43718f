/**
 * Talks raw newline-delimited JSON-RPC to the built server (`dist/kontext.js
 * mcp`) spawned over stdio, and records every stdout line so tests can check
 * that stdout carries nothing but JSON-RPC.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { gitEnv, KONTEXT_JS } from './gitRepo';

export type Msg = Record<string, any>;

export class McpProcess {
  readonly proc: ChildProcessWithoutNullStreams;
  /** Every stdout line, raw. */
  readonly lines: string[] = [];
  stderr = '';
  private buf = '';
  private waiters: { pred: (m: Msg) => boolean; resolve: (m: Msg) => void }[] = [];
  private seen: Msg[] = [];
  private nextId = 1000;
  readonly exited: Promise<number | null>;

  constructor(cwd: string, args: string[] = [], env: Record<string, string> = {}) {
    this.proc = spawn(process.execPath, [KONTEXT_JS, ...args, 'mcp'], { cwd, env: gitEnv(env), stdio: 'pipe' });
    this.proc.stdout.setEncoding('utf8');
    this.proc.stderr.setEncoding('utf8');
    this.proc.stderr.on('data', (d: string) => (this.stderr += d));
    this.proc.stdout.on('data', (d: string) => this.onData(d));
    this.exited = new Promise((resolve) => this.proc.on('exit', (code) => resolve(code)));
  }

  private onData(d: string): void {
    this.buf += d;
    let nl: number;
    while ((nl = this.buf.indexOf('\n')) >= 0) {
      const line = this.buf.slice(0, nl);
      this.buf = this.buf.slice(nl + 1);
      this.lines.push(line);
      let m: Msg;
      try {
        m = JSON.parse(line);
      } catch {
        continue; // stdout purity tests look at `lines`
      }
      this.seen.push(m);
      for (const w of [...this.waiters]) {
        if (w.pred(m)) {
          this.waiters.splice(this.waiters.indexOf(w), 1);
          w.resolve(m);
        }
      }
    }
  }

  /** Writes one raw line (a newline is added). */
  sendLine(line: string): void {
    this.proc.stdin.write(line + '\n');
  }

  send(m: unknown): void {
    this.sendLine(JSON.stringify(m));
  }

  /** The first message (already seen or future) matching `pred`; fails after `ms`. */
  waitFor(pred: (m: Msg) => boolean, ms = 15_000): Promise<Msg> {
    const hit = this.seen.find(pred);
    if (hit) return Promise.resolve(hit);
    return new Promise((resolve, reject) => {
      const w = { pred, resolve: (m: Msg) => (clearTimeout(t), resolve(m)) };
      const t = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(w), 1);
        reject(new Error(`no matching message within ${ms} ms; stdout so far:\n${this.lines.join('\n')}\nstderr:\n${this.stderr}`));
      }, ms);
      this.waiters.push(w);
    });
  }

  /** The reply to request `id`. */
  reply(id: unknown, ms?: number): Promise<Msg> {
    return this.waitFor((m) => m.id === id && ('result' in m || 'error' in m), ms);
  }

  /** Sends a request with a fresh id and waits for its reply. */
  async request(method: string, params?: unknown): Promise<Msg> {
    const id = this.nextId++;
    this.send(params === undefined ? { jsonrpc: '2.0', id, method } : { jsonrpc: '2.0', id, method, params });
    return this.reply(id);
  }

  notify(method: string, params?: unknown): void {
    this.send(params === undefined ? { jsonrpc: '2.0', method } : { jsonrpc: '2.0', method, params });
  }

  /** initialize + notifications/initialized; returns the initialize reply. */
  async initialize(protocolVersion = '2025-11-25'): Promise<Msg> {
    const r = await this.request('initialize', { protocolVersion, capabilities: {}, clientInfo: { name: 'test', version: '1' } });
    this.notify('notifications/initialized');
    return r;
  }

  /** Calls a tool; returns the JSON-RPC reply. */
  callTool(name: string, args?: unknown): Promise<Msg> {
    return this.request('tools/call', args === undefined ? { name } : { name, arguments: args });
  }

  /** Closes stdin and waits for the process to exit. */
  async close(): Promise<number | null> {
    this.proc.stdin.end();
    return this.exited;
  }

  kill(): void {
    this.proc.kill();
  }
}

/** Runs the CLI to completion: `kontext <args>` in `cwd`. */
export function runKontext(cwd: string, args: string[], opts: { input?: string; env?: Record<string, string> } = {}): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [KONTEXT_JS, ...args], { cwd, env: gitEnv(opts.env ?? {}), input: opts.input ?? '', encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
