import type { Server } from 'node:http';
import { Injectable, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { NextFunction, Request, Response } from 'express';
import { RealtimeGateway } from '../realtime/realtime.gateway.js';

export interface DrainResult {
  /** false: the timeout came first and the remaining connections were cut. */
  drained: boolean;
  /** Requests still running when the timeout hit. */
  abandoned: number;
  socketsClosed: number;
}

/**
 * SIGTERM without losing work: readiness turns 503 (the load balancer stops sending traffic), the
 * listener stops accepting, sockets are closed at the transport so their clients reconnect
 * (through the load balancer, to another replica), and in-flight requests may finish within the
 * timeout. The caller closes the app (database, Redis) afterwards.
 */
@Injectable()
export class GracefulShutdown {
  private readonly logger = new Logger('GracefulShutdown');
  private inFlight = 0;
  private idle: (() => void)[] = [];
  private draining = false;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly gateway: RealtimeGateway,
  ) {}

  get isDraining(): boolean {
    return this.draining;
  }

  /** Counts requests in flight; while draining, asks keep-alive clients not to reuse the connection. */
  readonly middleware = (_request: Request, response: Response, next: NextFunction): void => {
    this.inFlight += 1;
    if (this.draining) response.setHeader('Connection', 'close');
    let done = false;
    const finished = () => {
      if (done) return;
      done = true;
      this.inFlight -= 1;
      if (this.inFlight === 0) for (const resolve of this.idle.splice(0)) resolve();
    };
    response.once('finish', finished);
    response.once('close', finished);
    next();
  };

  async drain(timeoutMs: number): Promise<DrainResult> {
    this.draining = true;
    const server = this.adapterHost.httpAdapter.getHttpServer() as Server;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();

    // engine-level close: the client sees "transport close" and reconnects by itself, where a
    // socket.io disconnect ("io server disconnect") would leave it disconnected for good
    const sockets = [...this.gateway.server.of('/').sockets.values()];
    for (const socket of sockets) socket.conn.close();
    this.logger.log(`Shutting down: closed ${sockets.length} socket(s), waiting for ${this.inFlight} request(s)`);

    const requestsDone = this.inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => this.idle.push(resolve));
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    const outcome = await Promise.race([requestsDone.then(() => 'done' as const), timedOut]);
    clearTimeout(timer);
    const abandoned = outcome === 'timeout' ? this.inFlight : 0;
    if (outcome === 'timeout') this.logger.warn(`Shutting down: ${abandoned} request(s) did not finish in ${timeoutMs} ms`);
    // whatever is left (idle keep-alives, abandoned requests) is cut so the listener really closes
    server.closeAllConnections();
    await closed;
    return { drained: outcome === 'done', abandoned, socketsClosed: sockets.length };
  }
}
