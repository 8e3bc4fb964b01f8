// Complaints about content, users and users' actions. Each becomes a moderation task; one user
// complains about a target once (VERIFICATION_IS_EXIST), and while a complaint about the target
// awaits a moderator no other is taken (COMPLAIN_BEING_PROCESSED). Content can be challenged only
// once its review and its parent's review are over (ENTITY_HAS_UNVERIFIED_PARENTS).
import type { Complaint, ContributionEntityType } from '@glossa/contract';
import type { Viewer } from '../../../platform/auth/viewer';
import type { Executor } from '../../../platform/db/index';
import { forbidden, notFound, validationError } from '../../../platform/errors';
import { material, refusal } from '../../../platform/policy/content';
import { contributionsRepository as repo, type ComplaintRow, type TaskRow } from '../repository';
import { write, type ContributionEvent, type ContributionsDeps } from './deps';
import { contributionError, unverifiedParent } from './review';

/** The seven comment templates of the complaint popup, per interface language. */
const TEMPLATES: Record<string, string[]> = {
  en: ['Wrong translation', 'Spelling mistake', 'Offensive content', 'Wrong part of speech or gender', 'Duplicate', 'Wrong language', 'Spam or advertising'],
  de: ['Falsche Übersetzung', 'Rechtschreibfehler', 'Beleidigender Inhalt', 'Falsche Wortart oder falsches Geschlecht', 'Duplikat', 'Falsche Sprache', 'Spam oder Werbung'],
  es: ['Traducción incorrecta', 'Error ortográfico', 'Contenido ofensivo', 'Categoría gramatical o género incorrecto', 'Duplicado', 'Idioma incorrecto', 'Spam o publicidad'],
  fr: ['Traduction erronée', "Faute d'orthographe", 'Contenu offensant', 'Mauvaise catégorie grammaticale ou mauvais genre', 'Doublon', 'Mauvaise langue', 'Spam ou publicité'],
  nl: ['Verkeerde vertaling', 'Spelfout', 'Beledigende inhoud', 'Verkeerde woordsoort of verkeerd geslacht', 'Dubbel', 'Verkeerde taal', 'Spam of reclame'],
  pl: ['Błędne tłumaczenie', 'Błąd ortograficzny', 'Obraźliwa treść', 'Błędna część mowy lub rodzaj', 'Duplikat', 'Niewłaściwy język', 'Spam lub reklama'],
  ru: ['Неверный перевод', 'Орфографическая ошибка', 'Оскорбительное содержание', 'Неверная часть речи или род', 'Дубликат', 'Неверный язык', 'Спам или реклама'],
  uk: ['Неправильний переклад', 'Орфографічна помилка', 'Образливий вміст', 'Неправильна частина мови або рід', 'Дублікат', 'Неправильна мова', 'Спам або реклама'],
};

export function presentComplaint(c: ComplaintRow): Complaint {
  return {
    id: c.id,
    target: c.target_key,
    target_type: c.target_type,
    comment: c.comment,
    status: c.status,
    moderation_task_id: c.task_id,
    created_at: new Date(c.created_at).toISOString(),
  };
}

export function complaintsUseCases(deps: ContributionsDeps) {
  const now = () => deps.ctx.now();

  /** Records the complaint and its task; both codes come from unique keys, so two racing requests cannot both pass. */
  async function file(
    tx: Executor,
    viewer: Viewer,
    c: { type: TaskRow['type']; targetType: string; targetKey: string; targetUserId: number | null; comment: string; langCodes: string[]; detail: Record<string, unknown> },
  ) {
    const at = now();
    const complaint = await repo.complaints.insert(tx, {
      authorId: viewer.id,
      targetType: c.targetType,
      targetKey: c.targetKey,
      targetUserId: c.targetUserId,
      comment: c.comment,
      at,
    });
    if (!complaint) throw contributionError('VERIFICATION_IS_EXIST');
    const target = c.targetUserId ? await repo.complaints.userById(tx, c.targetUserId) : null;
    const task = await repo.review.insertTaskIfNone(tx, {
      type: c.type,
      kind: 'complaint',
      entityType: c.targetType,
      entityKey: c.targetKey,
      authorId: viewer.id,
      complaintId: complaint.id,
      langCodes: c.langCodes,
      detail: {
        kind: 'complaint',
        entity_type_slug: c.targetType,
        entity_id: c.targetKey,
        translation_union_id: null,
        lang_codes: c.langCodes,
        summary: '',
        entity: {},
        review_status: null,
        author: target ? { uuid: target.uuid, nickname: target.nickname } : null,
        ...c.detail,
        complaint: { id: complaint.id, comment: c.comment, target_user_uuid: target?.uuid ?? null },
      },
      at,
    });
    if (!task) throw contributionError('COMPLAIN_BEING_PROCESSED');
    await repo.complaints.setTask(tx, complaint.id, task.id);
    return presentComplaint({ ...complaint, task_id: task.id });
  }

  async function targetUser(tx: Executor, viewer: Viewer, uuid: string) {
    const user = await repo.complaints.userByUuid(tx, uuid);
    if (!user || user.deleted_at) throw notFound('USER', 'User not found');
    if (user.id === viewer.id) throw validationError('target', 'You cannot complain about yourself');
    if (refusal(viewer, 'complain', { authorId: user.id, state: 'published', kind: 'user', authorRole: user.role }) === 'author_is_admin') {
      throw contributionError('ADMINS_CAN_NOT_BE_COMPLAINED');
    }
    return user;
  }

  return {
    templates(locale: string) {
      return (TEMPLATES[locale] ?? TEMPLATES.en!).map((value, i) => ({ id: i + 1, value }));
    },

    async content(viewer: Viewer, body: { target: number; target_type: ContributionEntityType; comment: string }) {
      let filed: ContributionEvent | null = null;
      const answer = await write(deps, async (tx) => {
        const snap = await repo.snapshot.of(tx, body.target_type, body.target);
        const author = snap?.author_id != null ? await repo.complaints.userById(tx, snap.author_id) : null;
        const refused = snap
          ? refusal(viewer, 'complain', { ...material(snap.author_id, snap.review_status, snap.union_removed === true), authorRole: author?.role })
          : 'not_found';
        if (!snap || refused === 'not_found') throw contributionError('CONTENT_DELETED', 404);
        const parent = await unverifiedParent(tx, body.target_type, snap);
        if (parent) throw contributionError('ENTITY_HAS_UNVERIFIED_PARENTS', 400, parent);
        if (refused === 'under_review') {
          const task = await repo.review.openTaskOf(tx, 'content', body.target_type, String(body.target));
          throw contributionError('ENTITY_HAS_UNVERIFIED_PARENTS', 400, {
            entity_type_slug: body.target_type,
            entity_id: body.target,
            review_status: snap.review_status,
            summary: snap.summary,
            translation_union_id: snap.union_id,
            moderation_task_id: task?.id ?? null,
          });
        }
        if (refused === 'author_is_admin') throw contributionError('ADMINS_CAN_NOT_BE_COMPLAINED');
        if (refused) throw forbidden();
        filed = { type: 'complaint.filed', taskType: 'dictionary', entityType: body.target_type, entityKey: String(body.target), materialAuthorId: snap.author_id, complainerId: viewer.id };
        return file(tx, viewer, {
          type: 'dictionary',
          targetType: body.target_type,
          targetKey: String(body.target),
          targetUserId: snap.author_id,
          comment: body.comment,
          langCodes: snap.lang_codes,
          detail: { translation_union_id: snap.union_id, summary: snap.summary, entity: snap.entity, review_status: snap.review_status },
        });
      });
      if (filed) deps.events.publish(filed);
      return answer;
    },

    /** Feed content (posts, articles, questions, answers, comments): the feed module has checked the target; a task of type feed. */
    async feedContent(
      viewer: Viewer,
      c: { targetType: string; targetKey: string; targetUserId: number; comment: string; langCodes: string[]; detail: Record<string, unknown> },
    ) {
      const answer = await write(deps, (tx) => file(tx, viewer, { type: 'feed', ...c }));
      deps.events.publish({ type: 'complaint.filed', taskType: 'feed', entityType: c.targetType, entityKey: c.targetKey, materialAuthorId: c.targetUserId, complainerId: viewer.id });
      return answer;
    },

    async user(viewer: Viewer, body: { target: string; comment: string }) {
      return write(deps, async (tx) => {
        const user = await targetUser(tx, viewer, body.target);
        return file(tx, viewer, { type: 'user', targetType: 'user', targetKey: user.uuid, targetUserId: user.id, comment: body.comment, langCodes: [], detail: {} });
      });
    },

    async userAction(viewer: Viewer, body: { target: string; target_type: string; user_uuid: string; comment: string }) {
      return write(deps, async (tx) => {
        const user = await targetUser(tx, viewer, body.user_uuid);
        return file(tx, viewer, {
          type: 'user_action',
          targetType: body.target_type,
          targetKey: body.target,
          targetUserId: user.id,
          comment: body.comment,
          langCodes: [],
          detail: { summary: `${body.target_type} ${body.target}` },
        });
      });
    },
  };
}

export type ComplaintsUseCases = ReturnType<typeof complaintsUseCases>;
