// Query keys of the chat feature (companions, friends, places ...). The chat list and the messages
// live in the feature's stores (state/), which live events change in place.
export const chatKeys = {
  all: ['chat'] as const,
  companions: (filters: object) => ['chat', 'companions', filters] as const,
  companionsAll: ['chat', 'companions'] as const,
  friends: (kind: string) => ['chat', 'friends', kind] as const,
  friendsAll: ['chat', 'friends'] as const,
  blocked: ['chat', 'blocked'] as const,
  chatStatus: ['chat', 'chat-status'] as const,
  countries: (query: string) => ['chat', 'countries', query] as const,
  cities: (country: string, query: string) => ['chat', 'cities', country, query] as const,
  search: (chatId: number, term: string) => ['chat', 'search', chatId, term] as const,
  corrections: (chatId: number) => ['chat', 'corrections', chatId] as const,
  correctionsAll: ['chat', 'corrections'] as const,
};
