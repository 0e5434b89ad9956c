// Express 5 and compression ship no types of their own and @types/express is not among the dependencies: these
// are the parts the server (this room) uses, typed over Node's own request and response, so the chain is checked
// by tsc like the rest of the app. Adding @types/express and @types/compression would replace this file.
declare module "express" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export interface Request extends IncomingMessage {
    url: string;
    method: string;
    /** The URL as it came in (Express rewrites `url` under a mount path such as /assets). */
    originalUrl: string;
    path: string;
    protocol: string;
    hostname: string;
    complete: boolean;
    get(name: string): string | undefined;
    app: Application;
  }

  export interface Response extends ServerResponse {
    locals: Record<string, unknown>;
    set(headers: Record<string, string>): this;
    status(code: number): this;
    type(type: string): this;
    send(body?: string | Buffer): this;
    json(body: unknown): this;
  }

  export type NextFunction = (error?: unknown) => void;
  export type RequestHandler = (req: Request, res: Response, next: NextFunction) => unknown;
  export type ErrorRequestHandler = (error: unknown, req: Request, res: Response, next: NextFunction) => unknown;

  export interface Application {
    (req: IncomingMessage, res: ServerResponse, next?: NextFunction): void;
    use(...handlers: (RequestHandler | ErrorRequestHandler | Application)[]): this;
    use(path: string, ...handlers: (RequestHandler | Application)[]): this;
    all(path: string, ...handlers: RequestHandler[]): this;
    disable(setting: string): this;
    enabled(setting: string): boolean;
    set(setting: string, value: unknown): this;
  }

  type StaticOptions = { immutable?: boolean; maxAge?: string | number; index?: false | string };

  interface Express {
    (): Application;
    static(root: string, options?: StaticOptions): RequestHandler;
  }
  const express: Express;
  export default express;
}

declare module "compression" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  type Filter = (req: IncomingMessage, res: ServerResponse & { locals: Record<string, unknown> }) => boolean;
  interface Compression {
    (options?: {
      filter?: Filter;
    }): (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
    filter: Filter;
  }
  const compression: Compression;
  export default compression;
}
