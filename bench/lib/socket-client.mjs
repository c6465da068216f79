// The benchmarks' socket.io device (Node built-ins and socket.io-client only).
import { io } from 'socket.io-client';

/** A device signed in with `cookie`, connected over WebSocket; a refused connection is closed and rejects. */
export function connectDevice(baseUrl, cookie) {
  const socket = io(baseUrl, { extraHeaders: { cookie }, transports: ['websocket'], reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}
