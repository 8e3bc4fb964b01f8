import { describe, expect, it } from 'vitest';
import { memberSinceDate } from './member-since';

describe('member since', () => {
  it('uses the genitive month in Ukrainian, Russian and Polish', () => {
    const at = '2026-11-15T12:00:00Z';
    expect(memberSinceDate('uk', at)).toContain('листопада');
    expect(memberSinceDate('ru', at)).toContain('ноября');
    expect(memberSinceDate('pl', at)).toContain('listopada');
    expect(memberSinceDate('en', at)).toContain('November');
  });
});
