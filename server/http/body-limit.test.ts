import { request as httpRequest, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { bodyLimitFromHeaders } from './body-limit.ts';

// Over a real @hono/node-server (its requests are what the shortcut reads), every way a body can come.
describe('bodyLimitFromHeaders', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    const app = new Hono();
    app.use('*', bodyLimitFromHeaders({ maxSize: 10, onError: (c) => c.json({ code: 'body_too_large' }, 413) }));
    app.all('*', async (c) => c.json({ method: c.req.method, body: await c.req.text() }));
    server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started as Server)) as Server;
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((done) => server.close(() => done()));
  });

  /** One request; `chunks` sent as a chunked body (no Content-Length), `body` with its Content-Length. */
  const send = (method: string, options: { body?: string; chunks?: string[]; headers?: Record<string, string> } = {}) =>
    new Promise<{ status: number; json: unknown }>((resolve, reject) => {
      const headers: Record<string, string> = { ...options.headers };
      if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body));
      const req = httpRequest({ host: '127.0.0.1', port, method, path: '/x', headers }, (res) => {
        let text = '';
        res.on('data', (data: Buffer) => (text += data));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
      });
      req.on('error', reject);
      if (options.chunks) for (const chunk of options.chunks) req.write(chunk);
      req.end(options.body);
    });

  it('passes GET, and a body within the limit by its Content-Length', async () => {
    expect(await send('GET')).toEqual({ status: 200, json: { method: 'GET', body: '' } });
    expect(await send('POST', { body: '0123456789' })).toEqual({ status: 200, json: { method: 'POST', body: '0123456789' } });
    expect(await send('POST', { body: '' })).toEqual({ status: 200, json: { method: 'POST', body: '' } });
  });

  it('refuses a Content-Length over the limit without reading the body', async () => {
    expect(await send('POST', { body: '0123456789a' })).toEqual({ status: 413, json: { code: 'body_too_large' } });
    expect(await send('PUT', { body: 'x'.repeat(5000) })).toEqual({ status: 413, json: { code: 'body_too_large' } });
  });

  it('counts a chunked body as it comes (Hono’s own limit): within passes, over is refused', async () => {
    expect(await send('POST', { chunks: ['01234', '56789'] })).toEqual({ status: 200, json: { method: 'POST', body: '0123456789' } });
    expect(await send('POST', { chunks: ['01234', '56789', 'a'] })).toEqual({ status: 413, json: { code: 'body_too_large' } });
  });

  it('a POST with neither Content-Length nor Transfer-Encoding has no body (HTTP/1.1): it reaches the route', async () => {
    const reply = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      // A raw request: Node's client would add a Content-Length.
      const socket = connect(port, '127.0.0.1', () => socket.end('POST /x HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
      let text = '';
      socket.on('data', (data: Buffer) => (text += data));
      socket.on('end', () => resolve({ status: Number(text.split(' ')[1]), text }));
      socket.on('error', reject);
    });
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('{"method":"POST","body":""}');
  });
});
