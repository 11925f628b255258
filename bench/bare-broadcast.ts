import { createServer } from 'node:http';
import { Server } from 'socket.io';

/**
 * The fan-out bench's baseline, run as its own process like the real server: a bare socket.io
 * server that emits each posted payload to one company's room, with nothing on the way (no
 * authentication, no database, no visibility rules), its message stamped (`updatedAt`) on
 * receipt as the real server's is when stored. POST any path with
 * `{ companyId, payload }`; sockets join their company's room with `?companyId=`.
 */
const httpServer = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const { companyId, payload } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      companyId: number;
      payload: { message?: { updatedAt?: string } };
    };
    // the moment this server has the event, where the real one stamps the stored message
    if (payload.message) payload.message.updatedAt = new Date().toISOString();
    io.to(`company:${companyId}`).emit(`company-${companyId}-appMessage`, payload);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
const io = new Server(httpServer, { serveClient: false });
io.on('connection', (socket) => {
  void socket.join(`company:${Number(socket.handshake.query.companyId)}`);
});
httpServer.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
