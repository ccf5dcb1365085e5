// A local HTTP server speaking the OpenAI transcription protocol (POST /v1/audio/transcriptions,
// multipart `file` + `model` + `response_format`, answer `verbose_json` with segments), recording
// every request it receives. Tests choose the answer per request, or hold it open.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string;
  /** Text fields of the multipart body. */
  fields: Record<string, string>;
  file: { field: string; name: string; type: string; bytes: Buffer } | null;
}

export interface Answer {
  status: number;
  json: unknown;
}

export type Handler = (request: ReceivedRequest, index: number) => Answer | Promise<Answer>;

export interface FakeSpeechServer {
  url: string;
  requests: ReceivedRequest[];
  /** Requests answered 200 to a client still connected. */
  readonly successes: number;
  /** Requests whose client went away before the answer was written. */
  readonly abandoned: number;
  /** Requests whose client has gone away, seen as it happens (an answer may still be on its way to them). */
  readonly disconnected: number;
  handler: Handler;
  close(): Promise<void>;
}

/** The answer of a Whisper-class server for these segments (verbose_json). */
export function verboseJson(segments: string[]): Answer {
  return {
    status: 200,
    json: {
      task: 'transcribe',
      language: 'english',
      duration: 1,
      text: segments.join(' '),
      segments: segments.map((text, id) => ({ id, seek: 0, start: id, end: id + 1, text })),
    },
  };
}

/** The answer with word timestamps (timestamp_granularities[]=word): each word 0.4 s, one every 0.5 s. */
export function verboseJsonWords(text: string): Answer {
  const words = text.split(/\s+/).filter(Boolean);
  return {
    status: 200,
    json: {
      task: 'transcribe',
      language: 'english',
      duration: words.length * 0.5,
      text,
      words: words.map((word, i) => ({ word, start: i * 0.5, end: i * 0.5 + 0.4 })),
    },
  };
}

async function readRequest(req: IncomingMessage): Promise<ReceivedRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const contentType = req.headers['content-type'] ?? '';
  const fields: Record<string, string> = {};
  let file: ReceivedRequest['file'] = null;
  if (contentType.startsWith('multipart/form-data')) {
    const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': contentType } }).formData();
    for (const [field, value] of form.entries()) {
      if (typeof value === 'string') fields[field] = value;
      else file = { field, name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
    }
  }
  return {
    method: req.method ?? '',
    url: req.url ?? '',
    authorization: req.headers.authorization,
    contentType,
    fields,
    file,
  };
}

export async function startFakeSpeechServer(handler: Handler): Promise<FakeSpeechServer> {
  let successes = 0;
  let abandoned = 0;
  let disconnected = 0;
  const requests: ReceivedRequest[] = [];
  const fake = {} as FakeSpeechServer;

  async function serve(req: IncomingMessage, res: ServerResponse) {
    let gone = false;
    res.on('close', () => {
      if (res.writableFinished) return;
      gone = true;
      disconnected++;
    });
    const received = await readRequest(req);
    const index = requests.push(received) - 1;
    const answer = await fake.handler(received, index);
    if (gone || res.destroyed) {
      abandoned++;
      return;
    }
    if (answer.status === 200) successes++;
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.json));
  }

  const server = createServer((req, res) => {
    serve(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // Defined on the one object handed out (Object.assign would copy the counters' values once).
  Object.defineProperties(fake, {
    successes: { get: () => successes },
    abandoned: { get: () => abandoned },
    disconnected: { get: () => disconnected },
  });
  fake.url = `http://127.0.0.1:${port}`;
  fake.requests = requests;
  fake.handler = handler;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
