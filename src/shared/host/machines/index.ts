import type { HostContext, MachineKind } from '../machine';
import { nightKind } from './night';
import { tableKind } from './table';
import { tavernKind } from './tavern';

/**
 * The registry of machine kinds the host serves: one line per kind. A new kind is one module
 * exporting a `MachineKind` maker (see ../machine.ts for the contract) and one line here.
 */
export const MACHINE_KINDS: readonly ((ctx: HostContext) => MachineKind)[] = [
  tableKind,
  nightKind,
  tavernKind,
];
