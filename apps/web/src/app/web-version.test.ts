import { beforeEach, describe, expect, it } from 'vitest';
import { WEB_APP_VERSION, WEB_VERSION_KEY, checkWebAppVersion, versionNumber } from './web-version';

const storage = () => window.localStorage;

function seed() {
  storage().setItem('glossa-session', '{"state":{"session":{"token":"t"}}}');
  storage().setItem('glossa-user:email-popup', '1');
  storage().setItem('glossa-ref:all-data:eng', '{}');
  storage().setItem('glossa-locale', 'de');
  storage().setItem('glossa-color-scheme', 'dark');
}

describe('CHECK_WEB_APP_VERSION', () => {
  beforeEach(() => storage().clear());

  it('reads versions as the spec compares them', () => {
    expect(versionNumber('3.9.4')).toBe(394);
    expect(versionNumber('v3.9.3-beta')).toBe(393);
    expect(versionNumber('4.0.0')).toBe(400);
    expect(versionNumber('garbage')).toBe(0);
    // This build is above the wipe threshold, so its own upgrades keep the session.
    expect(versionNumber(WEB_APP_VERSION)).toBeGreaterThanOrEqual(394);
  });

  it('a first visit records the version and clears nothing', () => {
    seed();
    expect(checkWebAppVersion(storage(), '4.0.0')).toBe('first-visit');
    expect(storage().getItem(WEB_VERSION_KEY)).toBe('4.0.0');
    expect(storage().getItem('glossa-session')).not.toBeNull();
    expect(storage().getItem('glossa-ref:all-data:eng')).not.toBeNull();
  });

  it('the same version changes nothing', () => {
    seed();
    storage().setItem(WEB_VERSION_KEY, '4.0.0');
    expect(checkWebAppVersion(storage(), '4.0.0')).toBe('same');
    expect(storage().length).toBe(6);
  });

  it('a new version clears caches, keeps the stores and asks for a reload', () => {
    seed();
    storage().setItem(WEB_VERSION_KEY, '4.0.0');
    expect(checkWebAppVersion(storage(), '4.0.1')).toBe('changed');
    expect(storage().getItem('glossa-ref:all-data:eng')).toBeNull();
    expect(storage().getItem('glossa-session')).not.toBeNull();
    expect(storage().getItem('glossa-user:email-popup')).toBe('1');
    expect(storage().getItem(WEB_VERSION_KEY)).toBe('4.0.1');
  });

  it('a stored version below 394 also wipes the persistent stores, not the preferences', () => {
    seed();
    storage().setItem(WEB_VERSION_KEY, '3.9.3');
    expect(checkWebAppVersion(storage(), '4.0.0')).toBe('changed');
    expect(storage().getItem('glossa-session')).toBeNull();
    expect(storage().getItem('glossa-user:email-popup')).toBeNull();
    expect(storage().getItem('glossa-ref:all-data:eng')).toBeNull();
    expect(storage().getItem('glossa-locale')).toBe('de');
    expect(storage().getItem('glossa-color-scheme')).toBe('dark');
    // Recorded: the next start is 'same' and does not reload again.
    expect(checkWebAppVersion(storage(), '4.0.0')).toBe('same');
  });

  it('a stored version below 327 also removes the old learning-language setting (issue 39); 327 and above keep it', () => {
    seed();
    storage().setItem('learning_lang', 'ger');
    storage().setItem(WEB_VERSION_KEY, '3.2.6');
    expect(checkWebAppVersion(storage(), '4.0.0')).toBe('changed');
    expect(storage().getItem('learning_lang')).toBeNull();
    // Preferences stay.
    expect(storage().getItem('glossa-locale')).toBe('de');

    storage().clear();
    seed();
    storage().setItem('learning_lang', 'ger');
    storage().setItem(WEB_VERSION_KEY, '3.2.7');
    expect(checkWebAppVersion(storage(), '4.0.0')).toBe('changed');
    expect(storage().getItem('learning_lang')).toBe('ger');
  });
});
