import {
  Apps24Regular,
  Board24Regular,
  BookDatabase24Regular,
  DocumentData24Regular,
  History24Regular,
  Map24Regular,
  People24Regular,
  PeopleSwap24Regular,
  PersonAdd24Regular,
  Settings24Regular,
} from '@fluentui/react-icons';
import type { NavIconName } from '@hr/contracts';
import type { ReactElement } from 'react';

// Icons travel by name in the remotes' descriptors: the shell bundles this small set only (each
// Fluent icon is tree-shaken in by name), rather than a remote shipping React elements across.
const ICONS: Record<NavIconName, () => ReactElement> = {
  dashboard: () => <Board24Regular />,
  people: () => <People24Regular />,
  'person-add': () => <PersonAdd24Regular />,
  lookups: () => <BookDatabase24Regular />,
  activity: () => <History24Regular />,
  reports: () => <DocumentData24Regular />,
  map: () => <Map24Regular />,
  settings: () => <Settings24Regular />,
  duplicates: () => <PeopleSwap24Regular />,
};

/** The sidebar icon for a descriptor's icon name; a name this shell does not know gets a default. */
export function navIcon(name: string): ReactElement {
  const icon = Object.hasOwn(ICONS, name) ? ICONS[name as NavIconName] : null;
  return icon ? icon() : <Apps24Regular data-icon="default" />;
}
