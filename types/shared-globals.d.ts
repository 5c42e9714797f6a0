/**
 * The only host global `src/shared` may use beyond ECMAScript: `structuredClone`, which every runtime the
 * shared code runs in provides (Node 17+, browsers, Web Workers). tsconfig.shared.json typechecks
 * `src/shared` with the ES2022 library and this file alone, so a DOM or Node name there fails `npm test`.
 */
declare function structuredClone<T>(value: T): T;
