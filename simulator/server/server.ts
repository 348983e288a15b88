/**
 * The standalone gateway: a node:http server that answers with the simulator's msw handlers
 * through `getResponse` (no service worker, no interceptor). Used by `npm run gateway`, by
 * the preview of the production build, and in-process by tests (port 0 = ephemeral).
 *
 * It stands where the provider's gateway stands, so it holds up as one under abuse: methods it
 * does not serve, malformed targets and oversized bodies are refused before any handler runs
 * (requests.ts), and its pages carry the production build's security headers (page-headers.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { getResponse } from 'msw';
import { createSimulator, type Simulator } from '..';
import type { SimulatorConfigInput } from '../config';
import { contextOf } from '../kernel/context';
import { CLIENT_ADDRESS_HEADER } from '../kernel/route';
import { routed } from '../kernel/router';
import { pageHeaders } from './page-headers';
import { ALLOW, ALLOWED_METHODS, BODY_LINGER_MS, bodyLimit, requestUrl } from './requests';

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
  /**
   * Origins the app is served from besides this gateway's own, allowed to frame the pages the app
   * frames (the demo game, the chat room). None by default: the preview reaches them through /sim.
   */
  appOrigins?: readonly string[];
}

// The client's own claim of its address is dropped: the gateway sets it from the socket.
const SKIP_HEADERS = new Set([
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'upgrade',
  'expect',
  CLIENT_ADDRESS_HEADER.toLowerCase(),
]);
const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Merchant, Authorization, Language, Device, X-Gateway-Version, Encryption, X-Digest, X-RSA, Content-Type, Cache-Control',
  'Access-Control-Max-Age': '600',
};
/** On every answer: CORS, and no content sniffing (a JSON answer is never run as a script or page). */
const BASE_HEADERS: Record<string, string> = { ...CORS_HEADERS, 'X-Content-Type-Options': 'nosniff' };

/**
 * The body, read up to `limit` bytes; `tooLarge` as soon as it goes over (then nothing listens
 * any more and what else arrives is dropped, never kept); `gone` when the client went away first.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'tooLarge' | 'gone'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        done();
        chunks.length = 0;
        resolve('tooLarge');
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      done();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    const onClose = () => {
      done();
      resolve('gone');
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

function toRequest(req: IncomingMessage, url: URL, method: string, body: Buffer | undefined): Request {
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!;
    if (!SKIP_HEADERS.has(name.toLowerCase())) headers.append(name, req.rawHeaders[i + 1]!);
  }
  headers.set(CLIENT_ADDRESS_HEADER, req.socket.remoteAddress ?? '');
  return new Request(url, { method, headers, body: body && body.length > 0 ? new Uint8Array(body) : undefined });
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
async function encodeBody(
  body: Buffer,
  contentType: string | undefined,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer; encoding: string | null }> {
  if (body.length < MIN_COMPRESS_BYTES || !COMPRESSIBLE_TYPE.test(contentType ?? '')) return { body, encoding: null };
  const accept = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b(?!;q=0(?:\.0*)?\b)/.test(accept)) return { body: await brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (/\bgzip\b(?!;q=0(?:\.0*)?\b)/.test(accept)) return { body: await gzipAsync(body, { level: 6 }), encoding: 'gzip' };
  return { body, encoding: null };
}

async function writeResponse(
  res: ServerResponse,
  response: Response,
  acceptEncoding: string | undefined,
  pathname: string,
  appOrigins: readonly string[],
): Promise<void> {
  const headers: Record<string, string | string[]> = { ...BASE_HEADERS };
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const raw = Buffer.from(await response.arrayBuffer());
  if (/^text\/html\b/i.test(response.headers.get('content-type') ?? '')) Object.assign(headers, pageHeaders(pathname, raw.toString('utf8'), appOrigins));
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

function sendJson(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...BASE_HEADERS, ...extra, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) });
  res.end(text);
}

const refusal = (errorCode: string, message: string) => ({ success: false, errorCode, message });
const notAllowed = (method: string) => refusal('http_method_not_support', `Method ${method} is not served here`);
const badTarget = () => refusal('request.param.err', 'Malformed request target');

/**
 * 413 and the connection closed. node:http would destroy the socket as soon as the answer is
 * written; a client still sending its body would then get a reset, which can destroy the answer
 * before it is read. So the answer is followed by a FIN only, what still comes is dropped (never
 * kept), and the socket goes when the client stops sending or after BODY_LINGER_MS.
 */
function refuseBody(req: IncomingMessage, res: ServerResponse, limit: number): void {
  const socket = req.socket;
  socket.destroySoon = () => socket.end();
  const linger = setTimeout(() => socket.destroy(), BODY_LINGER_MS);
  linger.unref();
  socket.once('close', () => clearTimeout(linger));
  req.resume();
  sendJson(res, 413, refusal('request.param.err', `Request body larger than ${limit} bytes`), { connection: 'close' });
}

/** CONNECT never reaches the request handler (node:http hands over the socket): answered 405 on the socket. */
function refuseConnect(socket: Duplex): void {
  const text = JSON.stringify(notAllowed('CONNECT'));
  const head = [
    'HTTP/1.1 405 Method Not Allowed',
    `Allow: ${ALLOW}`,
    'X-Content-Type-Options: nosniff',
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(text)}`,
    'Connection: close',
  ];
  socket.on('error', () => socket.destroy());
  socket.end(`${head.join('\r\n')}\r\n\r\n${text}`);
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

  const appOrigins = options.appOrigins ?? [];

  async function answer(req: IncomingMessage, res: ServerResponse, expectsContinue: boolean): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    if (!ALLOWED_METHODS.includes(method)) {
      sendJson(res, 405, notAllowed(method), { allow: ALLOW });
      return;
    }
    const target = req.url ?? '/';
    if (method === 'OPTIONS' && target === '*') {
      res.writeHead(204, { ...BASE_HEADERS, allow: ALLOW });
      res.end();
      return;
    }
    const url = requestUrl(target, origin);
    if (!url) {
      sendJson(res, 400, badTarget());
      return;
    }
    if (method === 'OPTIONS') {
      res.writeHead(204, BASE_HEADERS);
      res.end();
      return;
    }
    let body: Buffer | undefined;
    if (method !== 'GET' && method !== 'HEAD') {
      const limit = bodyLimit(method, url.pathname);
      // Refused on what the client says it will send, before any of it is read.
      if (Number(req.headers['content-length'] ?? 0) > limit) return refuseBody(req, res, limit);
      if (expectsContinue) res.writeContinue();
      const read = await readBody(req, limit);
      if (read === 'gone') return;
      if (read === 'tooLarge') return refuseBody(req, res, limit);
      body = read;
    }
    // HEAD is answered as GET; node:http leaves the body out.
    const request = toRequest(req, url, method === 'HEAD' ? 'GET' : method, body);
    const response = await getResponse(router, request);
    if (!response) {
      sendJson(res, 404, {
        success: false,
        errorCode: 'not.found',
        message: `No simulator handler for ${request.method} ${url.pathname}`,
      });
      return;
    }
    await writeResponse(res, response, req.headers['accept-encoding'], url.pathname, appOrigins);
  }

  const handle = (req: IncomingMessage, res: ServerResponse, expectsContinue = false) => {
    answer(req, res, expectsContinue).catch((error: unknown) => {
      // The detail goes to the server's log, never to the client.
      console.error(`gateway: ${req.method} ${req.url?.split('?')[0]} failed`, error);
      if (!res.headersSent) sendJson(res, 500, { success: false, errorCode: 'unknown.system.err', message: 'System error, please try again later' });
      else res.destroy();
    });
  };
  const server = createServer((req, res) => handle(req, res));
  // `Expect: 100-continue`: a body over the limit is refused before the client sends it.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => handle(req, res, true));
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => refuseConnect(socket));
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
