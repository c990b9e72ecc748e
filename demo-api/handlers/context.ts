import type { Context } from 'hono';
import type { z } from 'zod';
import type { Endpoint, account, agents, app, auth, mortgagePro, session, tags } from '@/server/upstream/contract';
import type { Caller } from '../auth/caller';
import { unauthorized } from '../http/errors';
import { absoluteUrl, nowSeconds, type Runtime } from '../runtime';

/** What a handler gets besides its validated input. */
export class Ctx {
  constructor(
    readonly rt: Runtime,
    private readonly who: Caller | null,
    readonly files: Record<string, File>,
    readonly hono: Context,
  ) {}

  get store() {
    return this.rt.store;
  }

  /** The signed-in caller (endpoints with auth 'key' always have one). */
  get caller(): Caller {
    if (!this.who) throw unauthorized('Invalid API key');
    return this.who;
  }

  abs(path: string): string;
  abs(path: string | null): string | null;
  abs(path: string | null): string | null {
    return absoluteUrl(this.rt, path);
  }

  now(): number {
    return nowSeconds();
  }
}

type Modules = typeof auth & typeof session & typeof app & typeof agents & typeof account & typeof mortgagePro & typeof tags;
export type EndpointName = { [K in keyof Modules]: Modules[K] extends Endpoint ? K : never }[keyof Modules];
type Out<E> = E extends Endpoint<z.ZodType, infer Res> ? z.output<Res> : never;
type In<E> = E extends Endpoint<infer Req, z.ZodType> ? z.output<Req> : never;

/** A handler answers the contract's response shape, or a ready Response (the CSV stream). */
export type Handler<E> = (input: In<E>, ctx: Ctx) => Out<E> | Response | Promise<Out<E> | Response>;
export type HandlerMap = { [K in EndpointName]: Handler<Modules[K]> };
