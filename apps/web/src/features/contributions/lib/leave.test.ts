import { afterEach, describe, expect, it } from 'vitest';
import { leaveTarget, previousPath, recordTrail, resetTrail } from './leave';

afterEach(resetTrail);

describe('leaving an addition page (core.md §2)', () => {
  it('goes back two steps when the previous URL contained addition', () => {
    recordTrail(3, '/addition?translation_id=4');
    recordTrail(4, '/addition/synonym-eng?translation_id=4');
    expect(leaveTarget({ idx: 4, previous: previousPath(4), fallback: '/' })).toEqual({ type: 'back', steps: 2 });
  });

  it('goes back one step when the previous page was not an addition page', () => {
    recordTrail(4, '/addition/synonym-eng?translation_id=4');
    expect(leaveTarget({ idx: 4, previous: previousPath(4), fallback: '/' })).toEqual({ type: 'back', steps: 1 });
    expect(leaveTarget({ idx: 4, previous: '/editing/translation', fallback: '/' })).toEqual({ type: 'back', steps: 1 });
  });

  it('with no history in the app it goes to the fallback (last translate link or home)', () => {
    expect(leaveTarget({ idx: 0, previous: null, fallback: '/dictionary/eng/ger/house' })).toEqual({
      type: 'to',
      path: '/dictionary/eng/ger/house',
    });
    expect(leaveTarget({ idx: null, previous: null, fallback: '/' })).toEqual({ type: 'to', path: '/' });
    expect(leaveTarget({ idx: 1, previous: '/addition', fallback: '/' })).toEqual({ type: 'to', path: '/' });
  });

  it('forgets positions of a history branch that was left behind', () => {
    recordTrail(2, '/addition');
    recordTrail(3, '/addition/translation');
    recordTrail(2, '/addition/meanings-eng');
    expect(previousPath(4)).toBeNull();
  });
});
