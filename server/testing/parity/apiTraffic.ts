import type { OpenApiDocument, OperationObject } from '../../modules/api-docs/index.ts';

/** One request to the API and how it was answered, as the parity test saw it on the wire. */
export interface Exchange {
  method: string;
  /** The path as requested, e.g. /api/surveys/demo-us-checkout. */
  path: string;
  status: number;
  /** The answer's media type without parameters; null when it has no Content-Type. */
  mediaType: string | null;
}

/**
 * A `fetch` that records every exchange with `origin`'s /api before handing the response back untouched. Installed as
 * the global fetch, it sees what the SPA's client (ofetch reads the global on each call) and the test itself send.
 */
export function recordingFetch(origin: string, realFetch: typeof fetch): { fetch: typeof fetch; exchanges: Exchange[] } {
  const exchanges: Exchange[] = [];
  const recording: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await realFetch(request);
    const url = new URL(request.url);
    if (url.origin === origin && url.pathname.startsWith('/api/')) {
      const contentType = response.headers.get('content-type');
      exchanges.push({
        method: request.method,
        path: url.pathname,
        status: response.status,
        mediaType: contentType?.split(';')[0]?.trim().toLowerCase() ?? null,
      });
    }
    return response;
  };
  return { fetch: recording, exchanges };
}

/** A documented operation with its path template ('{id}') and method. */
export interface DocumentedOperation {
  method: string;
  template: string;
  operation: OperationObject;
}

export function documentedOperations(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([template, pathItem]) =>
    Object.entries(pathItem).map(([method, operation]) => ({ method: method.toUpperCase(), template, operation })),
  );
}

function templateMatches(template: string, path: string): boolean {
  const pattern = template.split(/\{[^}]+\}/).map((literal) => literal.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('[^/]+');
  return new RegExp(`^${pattern}$`).test(path);
}

/** The operation documenting an exchange's method and path; a literal path wins over a template. */
export function operationFor(operations: readonly DocumentedOperation[], exchange: Pick<Exchange, 'method' | 'path'>): DocumentedOperation | undefined {
  const candidates = operations.filter(({ method, template }) => method === exchange.method && templateMatches(template, exchange.path));
  return candidates.find(({ template }) => !template.includes('{')) ?? candidates[0];
}

/** What the document gets wrong about an exchange (no such call, an undocumented status or media type); null when nothing. */
export function undocumentedPartOf(operations: readonly DocumentedOperation[], exchange: Exchange): string | null {
  const documented = operationFor(operations, exchange);
  const call = `${exchange.method} ${exchange.path} -> ${exchange.status} ${exchange.mediaType ?? '(no body)'}`;
  if (!documented) return `${call}: no such call in the document`;
  const response = documented.operation.responses[String(exchange.status)];
  if (!response) return `${call}: status not documented for ${documented.method} ${documented.template}`;
  const mediaTypes = Object.keys(response.content ?? {});
  if (mediaTypes.length === 0) return exchange.mediaType === null || exchange.status >= 300 ? null : `${call}: a body the document does not describe`;
  if (exchange.mediaType === null || !mediaTypes.includes(exchange.mediaType)) return `${call}: documented as ${mediaTypes.join(' or ')}`;
  return null;
}

/** Hono's `:name` path parameters in OpenAPI's `{name}` spelling. */
export function openApiPath(honoPath: string): string {
  return honoPath.replace(/:(\w+)/g, '{$1}');
}
