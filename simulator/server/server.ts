/**
 * The standalone gateway: a node:http server that answers with the simulator's msw handlers
 * through `getResponse` (no service worker, no interceptor). Used by `npm run gateway`, by
 * the preview of the production build, and in-process by tests (port 0 = ephemeral).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { getResponse } from 'msw';
import { createSimulator, type Simulator } from '..';
import type { SimulatorConfigInput } from '../config';
import { contextOf } from '../kernel/context';
import { routed } from '../kernel/router';

export interface GatewayServer {
  url: string;
  port: number;
  sim: Simulator;
  close(): Promise<void>;
}

export interface GatewayServerOptions {
  port?: number;
  host?: string;
  config?: SimulatorConfigInput;
  /** Use an existing simulator instead of creating one from `config`. */
  sim?: Simulator;
  /** Seeded, replayable session tokens (tests that compare runs); unpredictable by default. */
  seededTokens?: boolean;
}

const SKIP_HEADERS = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'upgrade', 'expect']);
const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'Merchant, Authorization, Language, Device, X-Gateway-Version, Encryption, X-Digest, X-RSA, Content-Type, Cache-Control',
  'Access-Control-Max-Age': '600',
};

async function toRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    if (!SKIP_HEADERS.has(name.toLowerCase())) headers.append(name, req.rawHeaders[i + 1]!);
  }
  const method = (req.method ?? 'GET').toUpperCase();
  let body: Buffer | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    body = Buffer.concat(chunks);
  }
  return new Request(origin + (req.url ?? '/'), { method, headers, body: body && body.length > 0 ? new Uint8Array(body) : undefined });
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Answers worth compressing: JSON and text of 1 KB or more (the game lists run to tens of KB). */
const COMPRESSIBLE_TYPE = /json|text|javascript|xml|svg/i;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Compresses an answer as the provider's gateway does: Brotli if the client accepts it, else gzip.
 * Brotli at quality 5: per request, so fast rather than smallest.
 */
async function encodeBody(body: Buffer, contentType: string | undefined, acceptEncoding: string | undefined): Promise<{ body: Buffer; encoding: string | null }> {
  if (body.length < MIN_COMPRESS_BYTES || !COMPRESSIBLE_TYPE.test(contentType ?? '')) return { body, encoding: null };
  const accept = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b(?!;q=0(?:\.0*)?\b)/.test(accept)) return { body: await brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (/\bgzip\b(?!;q=0(?:\.0*)?\b)/.test(accept)) return { body: await gzipAsync(body, { level: 6 }), encoding: 'gzip' };
  return { body, encoding: null };
}

async function writeResponse(res: ServerResponse, response: Response, acceptEncoding: string | undefined): Promise<void> {
  const headers: Record<string, string | string[]> = { ...CORS_HEADERS };
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const raw = Buffer.from(await response.arrayBuffer());
  const { body, encoding } = response.headers.has('content-encoding')
    ? { body: raw, encoding: null }
    : await encodeBody(raw, response.headers.get('content-type') ?? undefined, acceptEncoding);
  if (encoding) headers['content-encoding'] = encoding;
  if (COMPRESSIBLE_TYPE.test(response.headers.get('content-type') ?? '')) headers['vary'] = 'Accept-Encoding';
  // Gateway answers are per user and per moment: never from a shared cache.
  if (!response.headers.has('cache-control')) headers['cache-control'] = 'no-store';
  headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(body);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...CORS_HEADERS, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) });
  res.end(text);
}

export async function startGatewayServer(options: GatewayServerOptions = {}): Promise<GatewayServer> {
  const host = options.host ?? '127.0.0.1';
  // Raster game art, as a real image CDN serves it (unless the config asks for the SVG tiles).
  const sim = options.sim ?? createSimulator({ art: 'png', ...options.config });
  // Serving real traffic: tokens nobody can predict (the seed stays for the data).
  contextOf(sim).unpredictableTokens = options.seededTokens !== true;
  const router = [routed(sim.handlers)];
  const sockets = new Set<Socket>();
  let origin = '';

  const server = createServer((req, res) => {
    void (async () => {
      try {
        if (req.method === 'OPTIONS') {
          res.writeHead(204, CORS_HEADERS);
          res.end();
          return;
        }
        const request = await toRequest(req, origin);
        const response = await getResponse(router, request);
        if (!response) {
          sendJson(res, 404, {
            success: false,
            errorCode: 'not.found',
            message: `No simulator handler for ${request.method} ${new URL(request.url).pathname}`,
          });
          return;
        }
        await writeResponse(res, response, req.headers['accept-encoding']);
      } catch (error) {
        // The detail goes to the server's log, never to the client.
        console.error(`gateway: ${req.method} ${req.url?.split('?')[0]} failed`, error);
        if (!res.headersSent) sendJson(res, 500, { success: false, errorCode: 'unknown.system.err', message: 'System error, please try again later' });
        else res.destroy();
      }
    })();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8787, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  origin = `http://${host}:${port}`;

  return {
    url: origin,
    port,
    sim,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Requests held by a timeout fault never finish on their own.
        for (const socket of sockets) socket.destroy();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
