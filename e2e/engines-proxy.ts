// The cross-engine smoke reaches the app through this proxy in front of the preview server: each run gets a
// port (an origin) of its own, so no engine sees another's saved games or service worker; the network can be
// cut ("offline", the same way in every engine); a break can be planted (no sw.js, an entry script that
// throws); and every page is given a small recorder that reports its uncaught errors and unhandled
// rejections back here, in every engine alike (WebKitWebDriver has no event for them).
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A fault put into the served app, to show that the smoke notices it. */
export type Break = 'none' | 'no-sw' | 'entry-throws';

/** Where the test's own instruments are served; they keep answering while the app's network is cut. */
const TEST = '/__choba-test';

/** The recorder: loaded by every page before the app's scripts, it reports what would go unseen. */
const RECORDER = `(() => {
  const say = (text) => navigator.sendBeacon('${TEST}/error', String(text).slice(0, 2000));
  addEventListener('error', (e) => {
    // The message, then the stack where there is one (Firefox's and WebKit's stacks leave the message out).
    if (e instanceof ErrorEvent) say('uncaught ' + e.message + (e.error && e.error.stack ? ' ' + e.error.stack : ''));
  });
  addEventListener('unhandledrejection', (e) => {
    const r = e.reason;
    say('unhandled rejection ' + (r && r.stack ? r.name + ': ' + r.message + ' ' + r.stack : String(r)));
  });
})();`;

/** A proxy in front of the app at `target` (http://127.0.0.1:port), on a free port of its own. */
export class EngineProxy {
  /** The uncaught errors and unhandled rejections the pages reported. */
  readonly errors: string[] = [];
  /** True while the app's network is cut: every request of the app fails as with no connection. */
  offline = false;
  private entry: string | null = null;
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    private readonly target: URL,
    private readonly planted: Break,
  ) {}

  /** Starts a proxy to `target` with `planted` put in. */
  static async start(target: string, planted: Break = 'none'): Promise<EngineProxy> {
    const server = createServer();
    const proxy = new EngineProxy(server, new URL(target), planted);
    server.on('request', (req, res) => {
      proxy.handle(req, res).catch(() => res.destroy());
    });
    server.on('connection', (socket) => {
      proxy.sockets.add(socket);
      socket.on('close', () => proxy.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  /** The app's address through this proxy. */
  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Stops the proxy. */
  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '/').split('?')[0] as string;
    if (path === `${TEST}/error` && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        this.errors.push(body);
        res.writeHead(204).end();
      });
      return;
    }
    if (path === `${TEST}/recorder.js`) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' }).end(RECORDER);
      return;
    }
    // No connection: the request fails as a network error does, before any answer.
    if (this.offline) return void req.socket.destroy();
    if (this.planted === 'no-sw' && path === '/sw.js') return void res.writeHead(404).end('not found');
    const upstream = await this.fetch(req);
    const type = String(upstream.headers['content-type'] ?? '');
    if (type.includes('text/html')) {
      let html = upstream.body.toString('utf8');
      this.entry = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1] ?? this.entry;
      html = html.replace('<head>', `<head><script src="${TEST}/recorder.js"></script>`);
      return this.send(res, upstream, Buffer.from(html));
    }
    if (this.planted === 'entry-throws' && path === this.entry) {
      const planted = 'throw new Error("planted: the entry script throws");\n';
      return this.send(res, upstream, Buffer.concat([Buffer.from(planted), upstream.body]));
    }
    this.send(res, upstream, upstream.body);
  }

  private send(
    res: ServerResponse,
    upstream: { status: number; headers: IncomingHttpHeaders },
    body: Buffer,
  ): void {
    const { 'content-length': _length, 'transfer-encoding': _chunked, ...headers } = upstream.headers;
    res.writeHead(upstream.status, { ...headers, 'content-length': body.length }).end(body);
  }

  /** The preview server's answer to a request, whole and uncompressed. */
  private fetch(req: IncomingMessage) {
    return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const headers = { ...req.headers, host: this.target.host, 'accept-encoding': 'identity' };
      const out = request(
        { host: this.target.hostname, port: this.target.port, path: req.url, method: req.method, headers },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () =>
            resolve({
              status: answer.statusCode ?? 502,
              headers: answer.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      out.on('error', reject);
      req.pipe(out);
    });
  }
}
