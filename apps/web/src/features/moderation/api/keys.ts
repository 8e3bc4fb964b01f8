export const moderationKeys = {
  all: ['moderation'] as const,
  tasks: ['moderation', 'tasks'] as const,
  history: (type: string, id: string) => ['moderation', 'history', type, id] as const,
};
