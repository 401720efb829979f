import type { FleetConnection } from '../../fleet/connection.ts';
import type { LiveService } from '../live-service.ts';
import type { TreeRegistry } from '../registry.ts';
import type { TreeService } from '../tree-service.ts';

/** What every route plugin receives as options: the served trees and the live service. */
export interface RouteContext {
  readonly registry: TreeRegistry;
  readonly live: LiveService;
  /** Variant ids, limits and trees on demand, over the registry. */
  readonly trees: TreeService;
  /** The fleet's Redis connection, or null on one machine. */
  readonly fleet: FleetConnection | null;
}
