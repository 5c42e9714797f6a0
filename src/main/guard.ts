/**
 * The first gate for anything a renderer sends over IPC: the same bound as the browser build's worker
 * applies (src/shared/host/payload.ts), so both transports refuse the same messages with the same sentence.
 */
export { checkPayload } from '../shared/host/payload';
