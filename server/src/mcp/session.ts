/**
 * The MCP session state that the protocol layer needs before the SDK is
 * loaded: protocol version negotiation and the capabilities (SPEC §11).
 * Cheap to load: no SDK, no zod.
 */

/** Protocol versions we speak, newest first (SPEC §11 "S"). */
export const SUPPORTED_VERSIONS = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'] as const;
export const LATEST_VERSION = SUPPORTED_VERSIONS[0];

/** JSON-RPC "invalid params". */
export const INVALID_PARAMS = -32602;

/** The result of negotiating `params.protocolVersion` of `initialize`. */
export type Negotiation =
  | { ok: true; version: string }
  | { ok: false; error: { code: number; message: string; data: { supported: string[]; requested: unknown } } };

/**
 * SPEC §11: a version in S is echoed; any other string (2024-10-07, future
 * ones) gets the newest; a missing or non-string version is `-32602`
 * "Unsupported protocol version" with `data {supported, requested}`.
 */
export function negotiateVersion(params: unknown): Negotiation {
  const requested = params && typeof params === 'object' ? (params as Record<string, unknown>).protocolVersion : undefined;
  if (typeof requested !== 'string') {
    return {
      ok: false,
      error: {
        code: INVALID_PARAMS,
        message: 'Unsupported protocol version',
        data: { supported: [...SUPPORTED_VERSIONS], requested: requested ?? null },
      },
    };
  }
  return { ok: true, version: (SUPPORTED_VERSIONS as readonly string[]).includes(requested) ? requested : LATEST_VERSION };
}

/** True when `version` has structuredContent, outputSchema and Tool.title (2025-06-18 and later). */
export function hasStructuredContent(version: string): boolean {
  return version >= '2025-06-18';
}

/** Server capabilities (SPEC §11). */
export function serverCapabilities(): Record<string, unknown> {
  return {
    tools: { listChanged: true },
    prompts: { listChanged: false },
    resources: { listChanged: false },
    logging: {},
  };
}

/** Mutable per-connection state shared by the handlers. */
export class Session {
  /** Negotiated protocol version; the newest until `initialize` says otherwise. */
  version: string = LATEST_VERSION;
  initialized = false;
  clientInfo: unknown = undefined;
}

/** Resource not found (MCP resources/read). */
export const RESOURCE_NOT_FOUND = -32002;

/**
 * An error the SDK's Protocol turns into a JSON-RPC error reply with exactly
 * this code and message (its McpError would prefix "MCP error <code>: ").
 */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}
