import { Injectable, Optional } from '@nestjs/common';
import { rooms, type ServerEventName, type ServerEventPayload } from '@sous/contracts';
import { Metrics } from '../metrics/metrics.service.js';
import { RealtimeGateway } from './realtime.gateway.js';

interface UntypedEmitter {
  emit(event: string, payload: unknown): boolean;
}

/**
 * The only way anything reaches sockets, typed by the event map of `@sous/contracts`. Called by
 * domain-event handlers after the change is committed; with Redis every process's clients get it.
 */
@Injectable()
export class RealtimeService {
  constructor(
    private readonly gateway: RealtimeGateway,
    @Optional() private readonly metrics?: Metrics,
  ) {}

  /** Household data: every member's devices. */
  toHousehold<E extends ServerEventName>(householdId: string, event: E, payload: ServerEventPayload<E>): void {
    this.emit(rooms.household(householdId), event, payload);
  }

  /** Personal data (chat, preferences): every device of one user. */
  toUser<E extends ServerEventName>(userId: string, event: E, payload: ServerEventPayload<E>): void {
    this.emit(rooms.user(userId), event, payload);
  }

  /**
   * Every device of one user but one socket (by its id; null leaves none out): a chat reply's
   * stream skips the device that asked, which reads the reply from its own HTTP response. The
   * exception travels with the broadcast, so with Redis it holds on every process.
   */
  toUserExcept<E extends ServerEventName>(userId: string, exceptSocketId: string | null, event: E, payload: ServerEventPayload<E>): void {
    const room = this.gateway.server.to(rooms.user(userId));
    const target = (exceptSocketId === null ? room : room.except(exceptSocketId)) as unknown as UntypedEmitter;
    target.emit(event, payload);
    this.metrics?.eventsEmitted.inc({ event });
  }

  /**
   * Instance-wide data (the cooking glossary): every connected device. Only signed-in sockets are
   * admitted, so this is every signed-in device of every household; with Redis, of every process.
   */
  toEveryone<E extends ServerEventName>(event: E, payload: ServerEventPayload<E>): void {
    (this.gateway.server as unknown as UntypedEmitter).emit(event, payload);
    this.metrics?.eventsEmitted.inc({ event });
  }

  /**
   * A member changed household: every open device of theirs leaves the old household's room and
   * joins the new one, so from now on they get the new household's events and no longer the old.
   * This process's sockets switch at once (the Redis adapter would otherwise apply the change only
   * when its own request comes back from Redis, after events sent right now); other processes'
   * sockets switch when the broadcast reaches them. Joining and leaving twice is harmless.
   */
  moveUser(userId: string, fromHouseholdId: string, toHouseholdId: string): Promise<void> {
    for (const devices of [this.gateway.server.local.in(rooms.user(userId)), this.gateway.server.in(rooms.user(userId))]) {
      devices.socketsLeave(rooms.household(fromHouseholdId));
      devices.socketsJoin(rooms.household(toHouseholdId));
    }
    return Promise.resolve();
  }

  /** An account is gone: its open devices are disconnected. */
  disconnectUser(userId: string): void {
    this.gateway.server.in(rooms.user(userId)).disconnectSockets(true);
  }

  private emit<E extends ServerEventName>(room: string, event: E, payload: ServerEventPayload<E>): void {
    // socket.io's types cannot follow a generic event name through their acknowledgement wrappers;
    // the public methods above are what keep event and payload in step
    const target = this.gateway.server.to(room) as unknown as UntypedEmitter;
    target.emit(event, payload);
    this.metrics?.eventsEmitted.inc({ event });
  }
}
