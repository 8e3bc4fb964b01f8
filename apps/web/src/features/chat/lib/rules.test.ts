import { describe, expect, it } from 'vitest';
import { distanceKm, shouldSendLocation } from './geo';
import { searchTerm } from './message-search';

describe('message search needs at least 4 characters (core.md §5)', () => {
  it('three characters, or four with spaces around, are not searched', () => {
    expect(searchTerm('')).toBeNull();
    expect(searchTerm('abc')).toBeNull();
    expect(searchTerm('  ab  ')).toBeNull();
    expect(searchTerm(' abcd ')).toBe('abcd');
    expect(searchTerm('Haus')).toBe('Haus');
  });
});

describe('geolocation is sent only after a move of more than 100 km (community.md §5)', () => {
  const berlin = { latitude: 52.52, longitude: 13.405 };
  const potsdam = { latitude: 52.3906, longitude: 13.0645 };
  const leipzig = { latitude: 51.3397, longitude: 12.3731 };

  it('measures great-circle distance on a 6371 km sphere', () => {
    expect(distanceKm(berlin, leipzig)).toBeGreaterThan(145);
    expect(distanceKm(berlin, leipzig)).toBeLessThan(155);
    expect(distanceKm(berlin, berlin)).toBe(0);
  });

  it('sends the first position and a move over 100 km, not a short move', () => {
    expect(shouldSendLocation(berlin, undefined)).toBe(true);
    expect(shouldSendLocation(potsdam, berlin)).toBe(false);
    expect(shouldSendLocation(leipzig, berlin)).toBe(true);
  });
});
