import type { Context } from 'hono';
import type { z } from 'zod';
import type { AreaKey, AreaModule, ContractArea, Endpoint } from '@/server/upstream/contract';
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

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
/** Every endpoint module of the contract's area list, merged: a new area's endpoints join the map by themselves. */
type Modules = UnionToIntersection<ContractArea['module']>;
type NamesOf<M> = { [K in keyof M]: M[K] extends Endpoint ? K : never }[keyof M];
export type EndpointName = NamesOf<Modules>;
type Out<E> = E extends Endpoint<z.ZodType, infer Res> ? z.output<Res> : never;
type In<E> = E extends Endpoint<infer Req, z.ZodType> ? z.output<Req> : never;

/** A handler answers the contract's response shape, or a ready Response (the CSV stream). */
export type Handler<E> = (input: In<E>, ctx: Ctx) => Out<E> | Response | Promise<Out<E> | Response>;
export type HandlerMap = { [K in EndpointName]: Handler<Modules[K]> };
/** The handlers of one contract area: exactly its endpoints, each typed by its request and response. */
export type AreaHandlers<K extends AreaKey> = { [N in NamesOf<AreaModule<K>>]: Handler<AreaModule<K>[N]> };
export type AnyHandler = (input: unknown, ctx: Ctx) => unknown;
