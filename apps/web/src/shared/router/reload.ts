// The page reload of the chunk-failure rule, behind an object tests can watch.
export const pageReload = {
  run(): void {
    window.location.reload();
  },
};

/** sessionStorage: the path whose failed chunk already caused a reload (one reload, no loop). */
export const CHUNK_RELOAD_MARK = 'glossa-chunk-reload';
