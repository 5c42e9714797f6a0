/**
 * The only host globals `src/shared` may use beyond ECMAScript, which every runtime the shared code runs in
 * provides (Node 20+, browsers, Web Workers, Electron's main process): `structuredClone`, and the Web Crypto
 * random source the host draws seeds from (host/seed.ts). tsconfig.shared.json typechecks `src/shared` with
 * the ES2022 library and this file alone, so any other DOM or Node name there fails `npm test`.
 */
declare function structuredClone<T>(value: T): T;
declare var crypto: { getRandomValues<T extends Uint32Array>(array: T): T };
