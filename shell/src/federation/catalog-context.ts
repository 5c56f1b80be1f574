import { createContext, useContext } from 'react';
import { federationCatalog, type RemoteCatalog } from './catalog';

/** The product uses the federation run time; component tests provide their own remotes. */
export const RemoteCatalogContext = createContext<RemoteCatalog>(federationCatalog);

export const useRemoteCatalog = () => useContext(RemoteCatalogContext);
