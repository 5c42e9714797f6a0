import { catalogue } from '../../src/shared/host/catalogue';
import { useCatalogue } from '../../src/renderer/src/state/catalogue';

/**
 * The page reads the deck's faces, card notes, event terms and rules pages from the host's catalogue, which
 * the app loads before any screen draws. Renderer unit tests install the host's own catalogue the same way.
 */
export function useHostCatalogue(): void {
  useCatalogue(structuredClone(catalogue()));
}
