// The web shell's sizes, layers and motion of community.md §9 (the client alone uses them).

/** Desktop side panels: four widths, each [desktop, narrow desktop] in px. */
export const SIDE_PANEL_WIDTHS = {
  wide: [800, 536],
  medium: [620, 410],
  compact: [480, 320],
  slim: [420, 320],
} as const;

export const SHELL_UI = {
  smartBannerHeight: 64,
  loadingLayerZ: 9999,
  logoAnimationMs: 1000,
  pageTransitionMinMs: 150,
  pageTransitionMaxMs: 500,
  bounceScrollDelayMs: 250,
  /** A mobile popup closes when dragged down this share of its height, and at least the minimum (px). */
  swipeCloseRatio: 0.5,
  swipeCloseMinPx: 50,
} as const;
