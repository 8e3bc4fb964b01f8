// Query keys of the training feature (exact invalidation per list and selection).
export const trainingKeys = {
  all: ['training'] as const,
  selection: (uuid: string) => ['training', 'selection', uuid] as const,
  enumeration: (uuid: string) => ['training', 'selection', uuid, 'enumeration'] as const,
  comments: (uuid: string, kind: 'selections' | 'videos' = 'selections') => ['training', kind, uuid, 'comments'] as const,
  video: (uuid: string) => ['training', 'video', uuid] as const,
  videos: (q: Record<string, unknown>) => ['training', 'videos', q] as const,
  videoSources: ['training', 'video-sources'] as const,
  mySelections: (from: string, to: string) => ['training', 'my-selections', from, to] as const,
  discover: (from: string, to: string) => ['training', 'discover', from, to] as const,
  search: (q: Record<string, unknown>) => ['training', 'search', q] as const,
  materials: (source: string) => ['training', 'materials', source] as const,
  materialPages: (source: string, filters: Record<string, unknown>) => ['training', 'materials', source, 'pages', filters] as const,
  activity: ['training', 'activity'] as const,
  statistics: (period: string) => ['training', 'statistics', period] as const,
  lesson: (type: string, selection: string | null) => ['training', 'lesson', type, selection ?? ''] as const,
};
