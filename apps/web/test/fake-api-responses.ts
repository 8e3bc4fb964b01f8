// The contract's response schema of every call the component tests fake, by method and path (as
// the server's routes declare them). installFakeApi parses each fake answer with it, so a fake
// that no longer matches what the server sends fails its test. A call missing here fails too:
// add its route with the schema the server's route uses.
import type { z } from 'zod';
import {
  addFavoriteResponse,
  addOrGetWordResponse,
  allDataResponse,
  answerListResponse,
  answerResponse,
  authTokensResponse,
  changeOrderResponse,
  clientConfigResponse,
  dictionaryEntityResponse,
  needActionResponse,
  copyMoveResponse,
  deleteFavoritesResponse,
  deleteGroupResponse,
  favoritesListResponse,
  groupsResponse,
  isVerifiedResponse,
  loginProvidersResponse,
  messageListResponse,
  memberStandingResponse,
  invitationStateResponse,
  moderationFiltersResponse,
  moderationHistoryResponse,
  moderationTasksResponse,
  sanctionResponse,
  taskDecisionResponse,
  violationHistoryResponse,
  okSchema,
  profileResponse,
  notificationSettingsResponse,
  plusStatusSchema,
  quickTranslateResponse,
  relationWriteResponse,
  selectionResponse,
  tooltipsResponse,
  translationResponse,
  translationWriteResponse,
  wordRelationsResponse,
} from '@glossa/contract';

/** `METHOD /path` with `:name` for a path parameter; the first match wins (exact paths first). */
const RESPONSES: [route: string, schema: z.ZodType][] = [
  ['GET /api/user/profile', profileResponse],
  ['GET /api/plus/status', plusStatusSchema],
  ['GET /api/client-config', clientConfigResponse],
  ['GET /api/dictionary/entity', dictionaryEntityResponse],
  ['GET /api/tasks/need-action-list', needActionResponse],
  ['GET /api/user/notifications/settings', notificationSettingsResponse],
  ['PUT /api/user/notifications/settings', notificationSettingsResponse],
  ['PATCH /api/user/profile/nickname', profileResponse],
  ['POST /api/user/email/is-verified', isVerifiedResponse],
  ['POST /api/user/email-verification/resend', okSchema],
  ['GET /api/user/login/providers', loginProvidersResponse],
  ['POST /api/user/registration', authTokensResponse],
  ['POST /api/user/login', authTokensResponse],
  ['GET /api/languages/get/all-data', allDataResponse],
  ['POST /api/translations', translationWriteResponse],
  ['GET /api/translations/:id', translationResponse],
  ['GET /api/translations/:id/synonyms', wordRelationsResponse],
  ['GET /api/translations/:id/antonyms', wordRelationsResponse],
  ['POST /api/translations/:id/synonym', relationWriteResponse],
  ['POST /api/translations/:id/antonym', relationWriteResponse],
  ['POST /api/words/add-or-get', addOrGetWordResponse],
  ['GET /api/words/tooltips', tooltipsResponse],
  ['POST /api/translate/quick', quickTranslateResponse],
  ['GET /api/favorites/group', groupsResponse],
  ['PUT /api/favorites/group/change-order', changeOrderResponse],
  ['DELETE /api/favorites/group/:id', deleteGroupResponse],
  ['GET /api/favorites/group/:id/favorites', favoritesListResponse],
  ['POST /api/favorites', addFavoriteResponse],
  ['POST /api/favorites/translation/raw', addFavoriteResponse],
  ['DELETE /api/favorites/delete', deleteFavoritesResponse],
  ['POST /api/favorites/move', copyMoveResponse],
  ['GET /api/v2/moderation/tasks', moderationTasksResponse],
  ['POST /api/v2/moderation/tasks/:id/dictionary', taskDecisionResponse],
  ['POST /api/v2/moderation/tasks/:id/users', taskDecisionResponse],
  ['POST /api/v2/moderation/tasks/:id/actions', taskDecisionResponse],
  ['POST /api/v2/moderation/tasks/:id/feed', taskDecisionResponse],
  ['GET /api/v2/moderation/actions/:type/:id', moderationHistoryResponse],
  ['GET /api/moderation/filters', moderationFiltersResponse],
  ['POST /api/moderation/filters', moderationFiltersResponse],
  ['GET /api/moderation/members/:uuid', memberStandingResponse],
  ['GET /api/user/:uuid/violation-history', violationHistoryResponse],
  ['POST /api/user/:uuid/set-block', sanctionResponse],
  ['POST /api/user/:uuid/reprimand', sanctionResponse],
  ['POST /api/user/moderation/answer-invite', invitationStateResponse],
  ['POST /api/user/refresh-token', authTokensResponse],
  ['GET /chat-api/messages/search', messageListResponse],
  ['POST /api/education/selections', selectionResponse],
  ['GET /api/questions/:uuid/answers', answerListResponse],
  ['POST /api/questions/:uuid/answers/:answer/accept', answerResponse],
  ['DELETE /api/questions/:uuid/answers/:answer/accept', answerResponse],
];

const MATCHERS = RESPONSES.map(([route, schema]) => {
  const [method, path] = route.split(' ') as [string, string];
  return { method, pattern: new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`), schema };
});

/** The response schema of a call, or undefined when the table does not know it. */
export function responseSchemaOf(method: string, pathname: string): z.ZodType | undefined {
  return MATCHERS.find((m) => m.method === method && m.pattern.test(pathname))?.schema;
}
