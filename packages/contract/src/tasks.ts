// Tasks: review cards that let members check and voice the dictionary, their comment logs and the
// need-action list (community.md §1 Tasks, §3 Task (cards), §4 Task cards, §5, §7, §9).
import { z } from 'zod';
import { envelope, idParam } from './http';
import { langCodeParam } from './dictionary';
import { line, multilineText, uuidParam } from './text';
import { ratingSchema } from './contributions';

import {
  NEED_ACTION_ACTIONS,
  TASK_ACTIONS,
  TASK_LIMITS,
  TASK_STATUSES,
  TASK_TYPES,
} from './task-rules';

export * from './task-rules';

// ---- cards ------------------------------------------------------------------------------------

const idArray = z
  .union([idParam, z.array(idParam)])
  .transform((v) => (Array.isArray(v) ? v : [v]))
  .pipe(z.array(z.number()).max(TASK_LIMITS.excludeMax));

export const tasksQuery = z.object({
  filter: z
    .union([z.enum(TASK_TYPES), z.array(z.enum(TASK_TYPES))])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional()
    .meta({ description: 'Task types to get, as filter[]=... (all when absent)' }),
  exclude_task_ids: idArray.optional().meta({ description: 'Tasks already in the client queue, as exclude_task_ids[]=...' }),
});

const wordRef = z.object({ id: z.number().int(), name: z.string(), lang_code: z.string() });
const sentenceRef = z.object({ id: z.number().int(), text: z.string(), lang_code: z.string() });

export const taskMaterialSchema = z.object({
  entity_type_slug: z.string().meta({ description: 'translation-union, sentence-translation, word or sentence' }),
  entity_id: z.number().int(),
  lang_codes: z.array(z.string()),
  summary: z.string(),
  /** Translation union: both words, explanations, attributes and one example. */
  words: z.array(wordRef),
  explanations: z.array(z.string().nullable()),
  attributes: z.array(z.object({ code: z.string(), lang_code: z.string() })),
  /** Sentence translation: both sentences; union: its first example; voice: the sentence to read. */
  sentences: z.array(sentenceRef),
});
export type TaskMaterial = z.infer<typeof taskMaterialSchema>;

export const taskAuthorSchema = z.object({ uuid: z.string(), nickname: z.string().nullable() }).nullable();

export const taskCardSchema = z.object({
  task_id: z.number().int(),
  type: z.enum(TASK_TYPES),
  actions: z.array(z.enum(TASK_ACTIONS)),
  comment_count: z.number().int(),
  material: taskMaterialSchema,
  author: taskAuthorSchema,
  received_at: z.string(),
  created_at: z.string(),
});
export type TaskCard = z.infer<typeof taskCardSchema>;
export const taskCardsResponse = envelope(z.array(taskCardSchema));

export const taskAnswerParams = z.object({ taskId: idParam, action_type: z.enum(TASK_ACTIONS) });
export const taskAnswerBody = z
  .object({
    word_name: line().trim().min(1).max(200).optional().meta({ description: 'chk_translation_union add: the right translation' }),
    sentence: multilineText({ max: 1000 }).optional().meta({ description: 'chk_sentence_translation add: the right translation' }),
  })
  .nullish();
export const taskAnswerResponse = z.object({
  data: z.object({
    task_id: z.number().int(),
    action: z.enum(TASK_ACTIONS),
    status: z.enum(TASK_STATUSES),
    verdict: z.enum(['accepted', 'rejected', 'undecided']).nullable(),
    /** The material added by an `add` answer (audio id, translation union id, sentence translation id). */
    added_id: z.number().int().nullable(),
  }),
  rating: ratingSchema,
});
export type TaskAnswerResult = z.infer<typeof taskAnswerResponse>;

// ---- settings ---------------------------------------------------------------------------------

export const taskLanguagesBody = z.object({ languages: z.array(langCodeParam).max(TASK_LIMITS.languagesMax) });
export const taskLanguagesResponse = envelope(
  z.object({
    languages: z.array(z.string()).meta({ description: 'Chosen languages; the member’s own languages while none are chosen' }),
    chosen: z.boolean(),
    native: z.array(z.string()).meta({ description: 'Languages the member may voice (native speaker)' }),
  }),
);

// ---- comments ---------------------------------------------------------------------------------

export const taskLogParams = z.object({ type: z.enum(TASK_TYPES), id: idParam });
export const taskCommentParams = z.object({ type: z.enum(TASK_TYPES), id: idParam, commentUuid: uuidParam });
export const taskCommentsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1_000_000).default(TASK_LIMITS.commentsPage).transform((n) => Math.min(n, TASK_LIMITS.commentsPage)),
  pagination_id: idParam.optional().meta({ description: 'The id of the last comment of the previous page (oldest first)' }),
});
export const taskCommentBody = z.object({ comment: multilineText({ max: TASK_LIMITS.commentMax }) });
export const taskCommentSchema = z.object({
  id: z.number().int(),
  task_comment_uuid: z.string(),
  comment: z.string(),
  user: taskAuthorSchema,
  is_material_author: z.boolean(),
  can_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TaskComment = z.infer<typeof taskCommentSchema>;
export const taskCommentResponse = envelope(taskCommentSchema);
export const taskCommentsResponse = z.object({ data: z.array(taskCommentSchema), count: z.number().int() });

// ---- need action ------------------------------------------------------------------------------

export const needActionQuery = z.object({
  limit: z.coerce.number().int().min(1).max(1_000_000).default(TASK_LIMITS.needActionPage).transform((n) => Math.min(n, TASK_LIMITS.needActionPage)),
  pagination_id: idParam.optional().meta({ description: 'The task_id of the last item of the previous page (newest first)' }),
});
export const needActionItemSchema = z.object({
  task_id: z.number().int(),
  type: z.enum(TASK_TYPES),
  entity_id: z.number().int(),
  entity_type_slug: z.string(),
  pagination_id: z.number().int(),
  material: taskMaterialSchema,
  checks: z.object({ yes: z.number().int(), no: z.number().int() }),
  actions: z.array(z.enum(NEED_ACTION_ACTIONS)),
  comments: z.array(taskCommentSchema).meta({ description: 'The latest comments, oldest first' }),
});
export type NeedActionItem = z.infer<typeof needActionItemSchema>;
export const needActionResponse = envelope(z.array(needActionItemSchema));
export const needActionCountResponse = envelope(z.object({ count: z.number().int() }));
export const availableActionsResponse = envelope(z.object({ actions: z.array(z.enum(NEED_ACTION_ACTIONS)) }));

// ---- statistics -------------------------------------------------------------------------------

export const taskStatsResponse = envelope(
  z.object({
    waiting: z.number().int().meta({ description: 'Open cards in my languages that I may take' }),
    answered: z.number().int(),
    yes: z.number().int(),
    no: z.number().int(),
    added: z.number().int(),
    need_action: z.number().int(),
  }),
);

export const deleteEntityQuery = z.object({
  entity_type_slug: z.enum(['translation-union', 'sentence-translation', 'word-sentence', 'translation-meaning', 'synonym', 'antonym', 'word-audio', 'sentence-audio']),
  entity_id: idParam,
});
