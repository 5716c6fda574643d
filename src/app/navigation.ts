// The menu rule lives in src/domain/menu.ts (the server serves it too, C-499); the page props here.
import type { NavEntry } from '../domain/menu';

export * from '../domain/menu';

/** What every page is given (src/app/pages.tsx lists the pages; screens import this, not it). */
export interface PageProps {
  title: string;
  /** The rest of the route after the page name, e.g. '123' in #/management/m/users/123. */
  subpath?: string;
  /** The menu entries the viewer may open (the dashboard shows them as shortcuts). */
  menu: NavEntry[];
}
