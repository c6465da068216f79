/**
 * The Socket.IO Redis adapter publishes without awaiting (`pubClient.publish(channel, msg)`), so a
 * publish Redis refuses or never answers (a timeout, the connection closing under a burst of
 * events) would be an unhandled rejection, which ends a Node process. Each refused publish is said
 * once as a warning instead: the event is lost for the other processes, the server stays up.
 */
export function publishingSafely<C extends { publish: (channel: string, message: string) => Promise<unknown> }>(client: C, warn: (message: string) => void): C {
  const publish = client.publish.bind(client);
  client.publish = ((channel: string, message: string) =>
    publish(channel, message).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message || error.name : String(error);
      warn(`Redis: an event was not published on ${channel}: ${reason}`);
      return 0;
    }));
  return client;
}
