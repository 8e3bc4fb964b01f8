import { describe, expect, it } from 'vitest';
import { NOTIFICATION_GROUPS, NOTIFICATION_TYPES, notificationPath } from '@glossa/contract/notification-types';
import type { Notification } from '@glossa/contract';
import en from '../../../locales/en/notifications.json';
import { notificationLink } from './text';

describe('notification texts and links', () => {
  it('every type of the contract has a text and a settings label; every group a filter name', () => {
    for (const type of NOTIFICATION_TYPES) {
      expect(en.types, type).toHaveProperty(type);
      expect(en.labels, type).toHaveProperty(type);
    }
    expect(Object.keys(en.types).sort()).toEqual([...NOTIFICATION_TYPES].sort());
    for (const group of NOTIFICATION_GROUPS) expect(en.filters).toHaveProperty(group);
  });

  it('links to the entity, else to the actor, else to the notifications page', () => {
    const n = (data: Partial<Notification['data']>, actor: Notification['actor'] = null) =>
      ({ actor, data: { entity_id: null, entity_business_type_slug: null, params: {}, ...data } }) as Notification;
    expect(notificationLink(n({ entity_business_type_slug: 'post', entity_id: 'abc' }))).toBe('/post/abc');
    expect(notificationLink(n({}, { uuid: 'u', nickname: 'anna', avatar: null }))).toBe('/profile/anna');
    expect(notificationLink(n({}))).toBe('/notifications');
    expect(notificationPath('question', 'a/b')).toBe('/question/a%2Fb');
    expect(notificationPath('ranking', '2026-11-16')).toBe('/ranking');
  });
});
