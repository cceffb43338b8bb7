import { once } from 'node:events';
import WebSocket from 'ws';

/**
 * The live JavaScript heap of a server started with `--inspect=127.0.0.1:PORT`, in MB, just after a full garbage
 * collection, read through Node's inspector protocol: unlike resident memory, it does not include what the heap
 * merely reserved, so it grows only with what the server still holds.
 */
export async function heapAfterCollectionMb(inspectPort: number): Promise<number> {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const socket = new WebSocket(target!.webSocketDebuggerUrl);
  await once(socket, 'open');
  let lastId = 0;
  const waiting = new Map<number, (message: { result?: unknown; error?: { message: string } }) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: { message: string } };
    if (message.id !== undefined) waiting.get(message.id)?.(message);
  });
  const call = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const id = ++lastId;
      waiting.set(id, (message) => (message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result)));
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    const answer = (await call('Runtime.evaluate', { expression: 'process.memoryUsage().heapUsed', returnByValue: true })) as {
      result: { value: number };
    };
    return answer.result.value / 1024 / 1024;
  } finally {
    socket.close();
  }
}
