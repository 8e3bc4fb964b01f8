import { describe, expect, it } from 'vitest';
import type { Notification } from '@glossa/contract';
import { addToast } from './toasts';

const n = (uuid: string) => ({ uuid }) as Notification;

describe('addToast', () => {
  it('keeps at most three, newest last, without duplicates', () => {
    let list: Notification[] = [];
    for (const id of ['a', 'b', 'c', 'd']) list = addToast(list, n(id), 3);
    expect(list.map((x) => x.uuid)).toEqual(['b', 'c', 'd']);
    expect(addToast(list, n('c'), 3).map((x) => x.uuid)).toEqual(['b', 'd', 'c']);
  });
});
