// Runs before the app: applies the stored colour scheme so the page does not flash. Dark is
// never used at 980 px or less (core.md §1). Kept in sync with src/app/theme.ts.
/* global window, document */
(function () {
  var scheme = 'light';
  try {
    var stored = window.localStorage.getItem('glossa-color-scheme');
    var mobile = window.matchMedia('(max-width: 980px)').matches;
    if (!mobile && (stored === 'dark' || stored === 'light')) scheme = stored;
  } catch {
    scheme = 'light';
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
