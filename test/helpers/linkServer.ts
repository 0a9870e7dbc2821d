// A web server on the loopback address that answers as the sites external links point to do: pages (with ids),
// permanent and temporary redirects, 404 and 410, HEAD refused, rate limits (429 with Retry-After), a page that
// never answers, a redirect loop; and a "TLS" port that answers a handshake with garbage. It counts the requests
// it gets, per method and path, so that a test can tell what a cache saved. Never the internet.
import * as http from 'node:http';
import * as net from 'node:net';
import { AddressInfo } from 'node:net';

export interface LinkServer {
  /** `http://127.0.0.1:PORT` */
  readonly origin: string;
  /** `https://127.0.0.1:PORT2`: a port that answers TLS with garbage. */
  readonly garbageTls: string;
  /** Requests received, as `METHOD /path`, in order. */
  readonly requests: string[];
  close(): Promise<void>;
}

/** `pages`: more pages answering 200 with a small HTML body, by path (the bench's fixture serves 1 000). */
export async function startLinkServer(): Promise<LinkServer> {
  const requests: string[] = [];
  const rateLimited = new Map<string, number>();
  const sockets = new Set<net.Socket>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(`${req.method} ${url.pathname}`);
    const html = (body: string) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const path = url.pathname;
    if (path === '/ok' || /^\/page\/\d+$/.test(path))
      return html('<!doctype html><h1 id="top">Page</h1><h2 id="install">Install</h2><a name="legacy"></a>');
    if (path === '/file.pdf') {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      return res.end(req.method === 'HEAD' ? undefined : '%PDF-1.4');
    }
    if (path === '/moved') return redirect(res, 301, '/ok');
    if (path === '/moved-twice') return redirect(res, 308, '/moved');
    if (path === '/temporary') return redirect(res, 302, '/ok');
    if (path === '/moved-then-gone') return redirect(res, 301, '/gone');
    if (path === '/loop') return redirect(res, 301, '/loop');
    if (path === '/gone') return void res.writeHead(404).end();
    if (path === '/removed') return void res.writeHead(410).end();
    if (path === '/private') return void res.writeHead(403).end();
    if (path === '/no-head') {
      if (req.method === 'HEAD') return void res.writeHead(405).end();
      return html('<p>GET only</p>');
    }
    if (path === '/busy') return void res.writeHead(429, { 'retry-after': '0' }).end();
    if (path === '/busy-once') {
      const count = rateLimited.get(path) ?? 0;
      rateLimited.set(path, count + 1);
      if (count === 0) return void res.writeHead(503, { 'retry-after': '0' }).end();
      return html('<p>back</p>');
    }
    if (path === '/slow') return; // never answers: the client's time limit ends it
    res.writeHead(404).end();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const garbage = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.once('data', () => socket.end('HTTP/1.1 this is not TLS at all\r\n\r\n'));
  });
  await Promise.all([listen(server), listen(garbage)]);
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    garbageTls: `https://127.0.0.1:${(garbage.address() as AddressInfo).port}`,
    requests,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await Promise.all([new Promise((r) => server.close(r)), new Promise((r) => garbage.close(r))]);
    },
  };
}

function redirect(res: http.ServerResponse, status: number, location: string): void {
  res.writeHead(status, { location }).end();
}

function listen(server: net.Server): Promise<void> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
}
