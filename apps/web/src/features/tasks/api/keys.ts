export const tasksKeys = {
  all: ['tasks'] as const,
  stats: ['tasks', 'stats'] as const,
  languages: ['tasks', 'languages'] as const,
  needAction: ['tasks', 'need-action'] as const,
  needActionCount: ['tasks', 'need-action', 'count'] as const,
  comments: (type: string, id: number) => ['tasks', 'comments', type, id] as const,
};
