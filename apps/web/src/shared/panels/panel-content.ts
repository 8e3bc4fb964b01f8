/** What the side panel host gives each panel's contents. */
export interface PanelContentProps {
  /** The URL's argument (a uuid, a nickname, a dictionary path), '' for kinds without one. */
  arg: string;
  /** A heading better than the kind's own (a publication's title once loaded). */
  setTitle(title: string): void;
  close(): void;
}
