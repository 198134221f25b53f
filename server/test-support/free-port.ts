import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on right now (listened on once by the OS's choice, then closed). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}
