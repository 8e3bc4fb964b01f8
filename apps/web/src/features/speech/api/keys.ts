// Query keys of the speech feature.
export const speechKeys = {
  word: (id: number, viewer: 'user' | 'guest') => ['speech', 'word', id, viewer] as const,
  settings: ['speech', 'settings'] as const,
};
