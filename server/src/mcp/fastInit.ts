/**
 * The startup entry's `initialize` (entry.ts): reads the first line of stdin
 * and, when it is a well-formed `initialize` request with a version we speak,
 * answers it from this small module — before the full program (the SDK, zod,
 * the registry, the engine: ~2.5 MB of bundle to parse) is even loaded. Then
 * it hands the rest of the input to the full server (server.ts `handoff`).
 * Anything else (a parse error, a batch, another method, a refused version,
 * EOF) is handed over unanswered, and the full server answers it as always.
 */
import type { Readable, Writable } from 'node:stream';
import { McpLogger } from './mcpLogger';
import { initializeReply } from './initReply';
import { negotiateVersion } from './session';
import { openRepoHandle } from '../tools/context';
import type { McpHandoff } from './server';

/** Reads `input` up to its first newline (or its end) and pauses it there. */
function firstLine(input: Readable): Promise<{ line: string | null; rest: string; ended: boolean }> {
  return new Promise((resolve) => {
    let buf = '';
    input.setEncoding('utf8');
    const finish = (ended: boolean) => {
      input.off('data', onData);
      input.off('end', onEnd);
      input.off('error', onEnd);
      input.pause();
      const nl = buf.indexOf('\n');
      if (nl === -1) resolve({ line: null, rest: buf, ended });
      else resolve({ line: buf.slice(0, nl), rest: buf.slice(nl + 1), ended });
    };
    const onData = (chunk: string) => {
      buf += chunk;
      if (buf.includes('\n')) finish(false);
    };
    const onEnd = () => finish(true);
    input.on('data', onData);
    input.on('end', onEnd);
    input.on('error', onEnd);
  });
}

/**
 * Answers `initialize` if it is the first line of `input` (see above) and
 * returns what the full server needs to carry on. Writes only JSON-RPC to `output`.
 */
export async function fastInitialize(opts: { dir: string; version: string; input: Readable; output: Writable }): Promise<McpHandoff> {
  // The repository lookup (one git process) overlaps with waiting for the client.
  const logger = new McpLogger();
  const handleReady = openRepoHandle(opts.dir, logger);
  const { line, rest, ended } = await firstLine(opts.input);
  const unanswered: McpHandoff = { pending: line === null ? rest : `${line}\n${rest}`, ended };
  if (line === null) return unanswered;
  let req: Record<string, unknown>;
  try {
    req = JSON.parse(line.replace(/\r$/, '')) as Record<string, unknown>;
  } catch {
    return unanswered;
  }
  const id = req?.id;
  const validId = typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));
  const params = req?.params;
  if (!req || typeof req !== 'object' || Array.isArray(req) || req.jsonrpc !== '2.0' || req.method !== 'initialize' || !validId) return unanswered;
  if ('params' in req && (params === null || typeof params !== 'object')) return unanswered;
  const n = negotiateVersion(params);
  if (!n.ok) return unanswered;
  const reply = initializeReply(await handleReady, id as string | number, n.version, opts.version, logger);
  opts.output.write(JSON.stringify(reply) + '\n');
  return { pending: rest, ended, initialized: { version: n.version, clientInfo: (params as Record<string, unknown>).clientInfo } };
}
