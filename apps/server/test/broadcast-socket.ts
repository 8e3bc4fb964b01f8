// A member's socket on the app's realtime channel (/broadcast), connected before it is returned.
import { io as connect, type Socket } from 'socket.io-client';

export const openBroadcastSocket = (base: string, token: string) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(base, { path: '/broadcast', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
