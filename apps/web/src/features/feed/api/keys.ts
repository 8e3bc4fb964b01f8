// Query keys of the feed feature, all under ['feed', ...].
/** user: one author's items (the author's uuid travels as ?author= on the feed page). */
export type FeedTab = 'all' | 'subscriptions' | 'mine' | 'user';

export const feedKeys = {
  all: ['feed'] as const,
  lists: ['feed', 'list'] as const,
  list: (tab: FeedTab, langs: string[]) => ['feed', 'list', tab, langs.join(',')] as const,
  item: (uuid: string) => ['feed', 'item', uuid] as const,
  comments: (uuid: string) => ['feed', 'comments', uuid] as const,
  answers: (uuid: string, order: string) => ['feed', 'answers', uuid, order] as const,
  answersAll: (uuid: string) => ['feed', 'answers', uuid] as const,
  follow: (uuid: string) => ['feed', 'follow', uuid] as const,
};
