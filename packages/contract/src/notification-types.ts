// Every notification type (community.md §2, §9: "push types supported: around fifty"), with its
// group (the panel's filters and the settings' sections), whether it counts on the bell's badge
// (§9 lists the exceptions) and where it leads. Plain data, no zod: the web imports it by subpath
// (`@glossa/contract/notification-types`) without pulling the schemas into its bundle.
// The texts live in the web's `notifications` namespace (one key per type, 8 locales).

export const NOTIFICATION_GROUPS = [
  'contributions',
  'social',
  'feed',
  'moderation',
  'progress',
  'learning',
  'tasks',
  'plus',
  'system',
] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

/**
 * Where a notification leads, built by the web from `data.entity_business_type_slug` and
 * `data.entity_id` (see notificationPath): the slug names the page.
 */
export const NOTIFICATION_ENTITY_SLUGS = [
  'post',
  'article',
  'question',
  'user',
  'translation-union',
  'dictionary-entity',
  'selection',
  'video',
  'task',
  'chat',
  'plus',
  'news',
  'profile',
  'training',
  'moderation',
  'ranking',
] as const;
export type NotificationEntitySlug = (typeof NOTIFICATION_ENTITY_SLUGS)[number];

interface TypeInfo {
  group: NotificationGroup;
  /** Counted on the bell (false for the §9 exceptions). */
  badge?: false;
}

export const NOTIFICATION_TYPE_INFO = {
  // Dictionary material and review (core.md §4 content review).
  material_accepted: { group: 'contributions' },
  material_rejected: { group: 'contributions' },
  material_edited: { group: 'contributions' },
  material_deleted: { group: 'contributions' },
  material_commented: { group: 'contributions' },
  material_disputed: { group: 'contributions' },
  complaint_accepted: { group: 'contributions' },
  complaint_rejected: { group: 'contributions' },
  complaint_ignored: { group: 'contributions' },
  // People.
  new_follower: { group: 'social' },
  friend_request: { group: 'social' },
  friend_accepted: { group: 'social' },
  mention: { group: 'social' },
  // The feed.
  post_liked: { group: 'feed' },
  article_liked: { group: 'feed' },
  question_liked: { group: 'feed' },
  comment_liked: { group: 'feed' },
  post_commented: { group: 'feed' },
  article_commented: { group: 'feed' },
  question_answered: { group: 'feed' },
  answer_replied: { group: 'feed' },
  answer_accepted: { group: 'feed' },
  followed_author_published: { group: 'feed' },
  feed_item_removed: { group: 'feed' },
  // Moderation decisions about the member.
  moderation_warning: { group: 'moderation' },
  moderation_warning_removed: { group: 'moderation' },
  moderation_ban: { group: 'moderation' },
  moderation_unban: { group: 'moderation' },
  moderation_invite: { group: 'moderation' },
  moderation_role_granted: { group: 'moderation' },
  moderation_role_revoked: { group: 'moderation' },
  expert_status_granted: { group: 'moderation' },
  // Points, levels, achievements, streaks.
  new_level: { group: 'progress' },
  new_achievement: { group: 'progress' },
  weekly_award: { group: 'progress' },
  daily_goal_reached: { group: 'progress' },
  end_daily_activity_warning: { group: 'progress', badge: false },
  end_beat_tempo_warning_notification: { group: 'progress', badge: false },
  // Training material of the member.
  selection_liked: { group: 'learning' },
  selection_commented: { group: 'learning' },
  selection_studied: { group: 'learning' },
  video_liked: { group: 'learning' },
  video_commented: { group: 'learning' },
  // Review tasks.
  new_tasks: { group: 'tasks', badge: false },
  task_comment: { group: 'tasks' },
  // Plus.
  plus_activated: { group: 'plus' },
  plus_renewed: { group: 'plus' },
  plus_expiring: { group: 'plus' },
  plus_cancelled: { group: 'plus' },
  plus_expired: { group: 'plus' },
  plus_payment_failed: { group: 'plus' },
  // Chat and the product.
  push_for_chat: { group: 'system', badge: false },
  no_activity_in_chat: { group: 'system', badge: false },
  we_miss_you: { group: 'system', badge: false },
  feature_news: { group: 'system' },
} as const satisfies Record<string, TypeInfo>;

export type NotificationType = keyof typeof NOTIFICATION_TYPE_INFO;
export const NOTIFICATION_TYPES = Object.keys(NOTIFICATION_TYPE_INFO) as NotificationType[];

/** community.md §9: types that never count on the badge. */
export const BADGE_EXCLUDED_TYPES: NotificationType[] = NOTIFICATION_TYPES.filter(
  (type) => (NOTIFICATION_TYPE_INFO[type] as TypeInfo).badge === false,
);

export const notificationGroupOf = (type: NotificationType): NotificationGroup => NOTIFICATION_TYPE_INFO[type].group;

/** Panel filters: all, unread, or one group (GET /user/notifications/{filter}). */
export const NOTIFICATION_FILTERS = ['all', 'unread', ...NOTIFICATION_GROUPS] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

export const NOTIFICATION_LIMITS = {
  /** community.md §9: notifications page 15. */
  page: 15,
  pageMax: 50,
  /** Uuids per mark-as-read-multiple call. */
  markMax: 100,
  /** community.md §4: at most 3 push messages shown at once. */
  toastsAtOnce: 3,
  /** How long a toast stays (ms). */
  toastMs: 6000,
  /** community.md §9: news 10. */
  newsPage: 10,
  newsPageMax: 50,
} as const;

/** Realtime events of the private channel (server -> client). */
export const NotificationEvents = {
  /** A new notification for this user. */
  created: 'notification:new',
  /** Some or all notifications were read (in any tab): carries the new unread count. */
  read: 'notification:read',
  /** Notifications were cancelled (the event was undone): drop them. */
  cancelled: 'notification:cancelled',
} as const;

/**
 * The path (without locale prefix) a notification opens. Unknown or missing targets open the
 * notifications page itself.
 */
export function notificationPath(slug: string | null | undefined, id: string | null | undefined): string {
  const safe = id ? encodeURIComponent(id) : '';
  switch (slug) {
    case 'post':
    case 'article':
    case 'question':
      return safe ? `/${slug}/${safe}` : '/feed';
    case 'user':
    case 'profile':
      return safe ? `/profile/${safe}` : '/feed';
    case 'translation-union':
    case 'dictionary-entity':
      return '/dictionary';
    case 'selection':
      return safe ? `/training/selection?uuid=${safe}` : '/training';
    case 'video':
      return safe ? `/training/video?uuid=${safe}` : '/training';
    case 'training':
      return '/training';
    case 'task':
      return '/tasks';
    case 'moderation':
      return '/moderation';
    case 'ranking':
      return '/ranking';
    case 'chat':
      return safe ? `/chat/${safe}` : '/chat';
    case 'plus':
      return '/feed';
    case 'news':
      return '/news';
    default:
      return '/notifications';
  }
}
