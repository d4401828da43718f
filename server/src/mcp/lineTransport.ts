/**
 * Newline-delimited JSON-RPC 2.0 over a pair of streams (SPEC §11), as an MCP
 * SDK `Transport`. We read lines ourselves instead of using the SDK's
 * StdioServerTransport because that one drops bad lines silently; here:
 *  - an unparseable line → `-32700` with id null;
 *  - JSON that is no request, notification or response → `-32600`;
 *  - an array (batch) → element-wise array reply, only when `batchAllowed()`
 *    says so (a 2025-03-26 session, and never for `initialize`), else `-32600`;
 *  - `intercept` sees every request first (the fast `initialize`, see server.ts);
 *  - on EOF, requests still running get up to `drainMs` (5 s) to answer, then
 *    `onclose` fires.
 * Messages that arrive before the SDK server connects are queued, so nothing
 * heavy has to be loaded before the first line is read.
 * This file imports only SDK *types*: it must stay cheap to load.
 */
import type { Readable, Writable } from 'node:stream';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

type Id = string | number;
type Json = Record<string, unknown>;

/** JSON-RPC error codes used on the wire (JSON-RPC 2.0 §5.1). */
export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;

/** What `intercept` may do with a request: answer it (true) or let it through. */
export type Interceptor = (request: { id: Id; method: string; params?: unknown }, inBatch: boolean) => Json | Promise<Json> | null;

export interface LineTransportOptions {
  input: Readable;
  output: Writable;
  /** True when the negotiated session accepts JSON-RPC batches (2025-03-26). */
  batchAllowed: () => boolean;
  /** Answers a request synchronously (returns the full response) or returns null to pass it on. */
  intercept?: Interceptor;
  /** Called when a message is queued because the SDK server is not connected yet. */
  onQueued?: () => void;
  /** Called for every line we answer ourselves with an error (for logging). */
  onProtocolError?: (message: string) => void;
  /** How long requests in flight may still answer after EOF (SPEC §11: ≤ 5 s). */
  drainMs?: number;
  /** Input already read from `input` by someone else (the startup entry), handled before any new data. */
  pending?: string;
  /** True when `input` had already ended before this transport was made (then `pending` is all there is). */
  ended?: boolean;
}

function isId(v: unknown): v is Id {
  return typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));
}

function errorReply(id: Id | null, code: number, message: string, data?: unknown): Json {
  return { jsonrpc: '2.0', id, error: data === undefined ? { code, message } : { code, message, data } };
}

/** Classifies one decoded JSON value (JSON-RPC 2.0 §4, §5). */
function classify(v: unknown): { kind: 'request' | 'notification' | 'response'; msg: Json } | { kind: 'invalid'; id: Id | null; why: string } {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return { kind: 'invalid', id: null, why: 'a JSON-RPC message must be an object' };
  const m = v as Json;
  const id = isId(m.id) ? m.id : null;
  if (m.jsonrpc !== '2.0') return { kind: 'invalid', id, why: 'jsonrpc must be "2.0"' };
  if ('method' in m) {
    if (typeof m.method !== 'string') return { kind: 'invalid', id, why: 'method must be a string' };
    if ('params' in m && (m.params === null || typeof m.params !== 'object')) return { kind: 'invalid', id, why: 'params must be an object or an array' };
    if (!('id' in m)) return { kind: 'notification', msg: m };
    if (!isId(m.id)) return { kind: 'invalid', id: null, why: 'id must be a string or a number' };
    return { kind: 'request', msg: m };
  }
  if (isId(m.id) && ('result' in m || 'error' in m)) return { kind: 'response', msg: m };
  return { kind: 'invalid', id, why: 'not a request, notification or response' };
}

/** Collects the replies of one batch and writes them as one array. */
class Batch {
  readonly replies: Json[] = [];
  constructor(readonly waiting: Set<Id>) {}
}

export class LineTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];

  private buffer = '';
  private started = false;
  private closed = false;
  private readonly queue: Json[] = [];
  /** Requests passed on and not answered yet (for the drain on EOF). */
  private readonly inFlight = new Set<Id>();
  /** Request id → the batch its reply belongs to. */
  private readonly batchOf = new Map<Id, Batch>();
  private drainWaiter: (() => void) | null = null;

  constructor(private readonly opts: LineTransportOptions) {
    if (opts.pending) this.onData(opts.pending);
    if (opts.ended) {
      void Promise.resolve().then(() => this.onEnd());
      return;
    }
    opts.input.setEncoding?.('utf8');
    opts.input.on('data', (chunk: string) => this.onData(chunk));
    opts.input.on('end', () => void this.onEnd());
    opts.input.on('error', (e: Error) => this.onerror?.(e));
    // The startup entry pauses the input while it hands over; carry on reading.
    opts.input.resume?.();
  }

  /** Called by the SDK on connect: delivers what was queued before. */
  async start(): Promise<void> {
    this.started = true;
    const queued = this.queue.splice(0);
    for (const m of queued) this.deliver(m);
  }

  async send(message: JSONRPCMessage): Promise<void> {
    const m = message as unknown as Json;
    const id = 'method' in m ? undefined : (m.id as Id | undefined);
    if (id !== undefined) {
      this.inFlight.delete(id);
      const batch = this.batchOf.get(id);
      if (batch) {
        this.batchOf.delete(id);
        batch.replies.push(m);
        batch.waiting.delete(id);
        if (batch.waiting.size === 0) this.write(batch.replies);
        this.checkDrained();
        return;
      }
    }
    this.write(m);
    this.checkDrained();
  }

  /** Writes a notification or reply directly (used before the SDK server is loaded). */
  writeMessage(m: Json): void {
    this.write(m);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.onclose?.();
  }

  private write(v: unknown): void {
    if (this.closed) return;
    this.opts.output.write(JSON.stringify(v) + '\n');
  }

  private onData(chunk: string): void {
    this.buffer += chunk;
    let nl: number;
    while ((nl = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, nl).replace(/\r$/, '');
      this.buffer = this.buffer.slice(nl + 1);
      this.onLine(line);
    }
  }

  private onLine(line: string): void {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (e) {
      this.protocolError(`unparseable line: ${(e as Error).message}`);
      this.write(errorReply(null, PARSE_ERROR, 'Parse error: the line is not valid JSON'));
      return;
    }
    if (Array.isArray(value)) this.onBatch(value);
    else {
      const reply = this.accept(value, null);
      if (reply) this.write(reply);
    }
  }

  private onBatch(items: unknown[]): void {
    if (!this.opts.batchAllowed()) {
      this.protocolError('batch outside a 2025-03-26 session');
      this.write(errorReply(null, INVALID_REQUEST, 'Invalid Request: JSON-RPC batches are accepted only in a 2025-03-26 session'));
      return;
    }
    if (items.length === 0) {
      this.write(errorReply(null, INVALID_REQUEST, 'Invalid Request: empty batch'));
      return;
    }
    const batch = new Batch(new Set());
    const immediate: Json[] = [];
    for (const item of items) {
      const c = classify(item);
      if (c.kind === 'request') batch.waiting.add(c.msg.id as Id);
    }
    for (const item of items) {
      const reply = this.accept(item, batch);
      if (reply) immediate.push(reply);
    }
    batch.replies.push(...immediate);
    if (batch.waiting.size === 0 && batch.replies.length > 0) this.write(batch.replies);
  }

  /** Validates one message; returns an immediate reply, or null when it was passed on. */
  private accept(value: unknown, batch: Batch | null): Json | null {
    const c = classify(value);
    if (c.kind === 'invalid') {
      this.protocolError(`invalid request: ${c.why}`);
      return errorReply(c.id, INVALID_REQUEST, `Invalid Request: ${c.why}`);
    }
    if (c.kind === 'request') {
      const id = c.msg.id as Id;
      if (batch && c.msg.method === 'initialize') {
        batch.waiting.delete(id);
        return errorReply(id, INVALID_REQUEST, 'Invalid Request: initialize cannot be part of a batch');
      }
      const answered = this.opts.intercept?.(c.msg as { id: Id; method: string; params?: unknown }, !!batch) ?? null;
      if (answered instanceof Promise) {
        // Answered asynchronously (initialize): count it in flight for the drain.
        this.inFlight.add(id);
        if (batch) this.batchOf.set(id, batch);
        answered.then(
          (reply) => void this.send(reply as unknown as JSONRPCMessage),
          (e) => void this.send({ jsonrpc: '2.0', id, error: { code: -32603, message: `Internal error: ${(e as Error).message}` } } as JSONRPCMessage),
        );
        return null;
      }
      if (answered) {
        batch?.waiting.delete(id);
        return answered;
      }
      this.inFlight.add(id);
      if (batch) this.batchOf.set(id, batch);
    }
    if (c.kind === 'notification' && c.msg.method === 'notifications/cancelled') {
      // The SDK answers nothing for a cancelled request; stop waiting for it.
      const rid = (c.msg.params as Json | undefined)?.requestId;
      if (isId(rid)) {
        this.inFlight.delete(rid);
        const b = this.batchOf.get(rid);
        if (b) {
          this.batchOf.delete(rid);
          b.waiting.delete(rid);
          if (b.waiting.size === 0 && b.replies.length > 0) this.write(b.replies);
        }
        this.checkDrained();
      }
    }
    this.deliver(c.msg);
    return null;
  }

  private deliver(m: Json): void {
    if (!this.started || !this.onmessage) {
      this.queue.push(m);
      this.opts.onQueued?.();
      return;
    }
    try {
      this.onmessage(m as unknown as JSONRPCMessage);
    } catch (e) {
      this.onerror?.(e as Error);
    }
  }

  private protocolError(message: string): void {
    this.opts.onProtocolError?.(message);
  }

  private checkDrained(): void {
    if (this.drainWaiter && this.inFlight.size === 0) this.drainWaiter();
  }

  /** EOF: let requests in flight answer (≤ drainMs), then close. */
  private async onEnd(): Promise<void> {
    if (this.buffer.trim() !== '') this.onLine(this.buffer);
    this.buffer = '';
    if (this.inFlight.size > 0 || (!this.started && this.queue.length > 0)) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.opts.drainMs ?? 5000);
        timer.unref?.();
        this.drainWaiter = () => {
          clearTimeout(timer);
          resolve();
        };
        this.checkDrained();
      });
    }
    await this.close();
  }
}
