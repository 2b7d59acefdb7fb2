import { once } from 'node:events';
import { createServer } from 'node:http';
import { connect } from 'node:http2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSignedCertificate, startH2Front } from './h2-front.mjs';

/** One HTTP/2 request through the front: status, headers and body. */
async function h2Request(origin, { method = 'GET', path = '/', body } = {}) {
  const session = connect(origin, { rejectUnauthorized: false });
  try {
    const stream = session.request({ ':method': method, ':path': path, 'content-type': 'text/plain' });
    stream.end(body);
    const [headers] = await once(stream, 'response');
    const chunks = [];
    for await (const chunk of stream) chunks.push(chunk);
    return { headers, body: Buffer.concat(chunks).toString('utf8'), protocol: session.alpnProtocol };
  } finally {
    session.close();
  }
}

describe('the HTTP/2 front of the Lighthouse benchmark', () => {
  let upstream;
  let front;
  beforeAll(async () => {
    // An HTTP/1.1 server that echoes what reached it, with connection-specific headers HTTP/2 forbids.
    upstream = createServer(async (req, res) => {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      res.writeHead(req.url === '/missing' ? 404 : 200, {
        'content-type': 'application/json',
        connection: 'keep-alive',
        'keep-alive': 'timeout=5',
      });
      res.end(
        JSON.stringify({
          method: req.method,
          url: req.url,
          host: req.headers.host,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    front = await startH2Front({ host: '127.0.0.1', port: upstream.address().port }, selfSignedCertificate());
  });
  afterAll(() => {
    front?.server.close();
    upstream?.close();
  });

  it('passes a request to the server over HTTP/1.1 and its answer back over HTTP/2', async () => {
    const answer = await h2Request(front.origin, { path: '/home?x=1' });
    expect(answer.protocol).toBe('h2');
    expect(answer.headers[':status']).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.headers.connection).toBeUndefined();
    expect(answer.headers['keep-alive']).toBeUndefined();
    expect(JSON.parse(answer.body)).toEqual({
      method: 'GET',
      url: '/home?x=1',
      host: `127.0.0.1:${upstream.address().port}`,
      body: '',
    });
  });

  it('passes a request body and the status of the answer', async () => {
    const posted = await h2Request(front.origin, { method: 'POST', path: '/api', body: 'plate=浙A12345' });
    expect(JSON.parse(posted.body)).toMatchObject({ method: 'POST', url: '/api', body: 'plate=浙A12345' });
    expect((await h2Request(front.origin, { path: '/missing' })).headers[':status']).toBe(404);
  });

  it('answers 502 when the server is not there', async () => {
    const closed = await startH2Front({ host: '127.0.0.1', port: 1 }, selfSignedCertificate());
    try {
      expect((await h2Request(closed.origin)).headers[':status']).toBe(502);
    } finally {
      closed.server.close();
    }
  });
});
