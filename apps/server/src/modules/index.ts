// The module registry: services are created here (a module uses another only through its
// service) and each module's routes are mounted under their base path.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context';
import type { Database } from '../platform/db/index';
import { withAdvisoryLock } from '../platform/db/advisory-lock';
import { createHealthService } from './health/service';
import { healthRoutes } from './health/routes';
import { createReferenceService } from './reference/service';
import { referenceRoutes } from './reference/routes';
import { createDictionaryService } from './dictionary/service';
import { dictionaryRoutes } from './dictionary/routes';
import { createFriendsService } from './friends/service';
import { friendsRoutes } from './friends/routes';
import { createChatService } from './chat/service';
import { chatRoutes } from './chat/routes';
import { chatSocketHandlers } from './chat/socket';
import { createMessageTranslation } from './chat/translate-message';
import { chatTranslateRoutes } from './chat/translate-routes';
import { createCompanionsService } from './companions/service';
import { companionsRoutes } from './companions/routes';
import { createAccountsService } from './accounts/service';
import { registerAccounts } from './accounts/routes';
import { createContributionsService } from './contributions/service';
import { contributionsRoutes } from './contributions/routes';
import { createFavoriteLookup } from './favorites/use-cases/lookup';
import { createFavoritesService } from './favorites/service';
import { favoritesRoutes } from './favorites/routes';
import { createTranslateService } from './translate/service';
import { translateRoutes } from './translate/routes';
import { createLanguagePairsService } from './language-pairs/service';
import { languagePairsRoutes } from './language-pairs/routes';
import { createDictionaryAdminService } from './dictionary-admin/service';
import { dictionaryAdminRoutes } from './dictionary-admin/routes';
import { createDictionaryImports } from './dictionary/service';
import { createOpenDataService } from './open-data/service';
import { dumpFilesRoutes, openDataRoutes } from './open-data/routes';
import { createFeedService } from './feed/service';
import { feedRoutes } from './feed/routes';
import { createNotificationsService } from './notifications/service';
import { notificationsRoutes } from './notifications/routes';
import { createPlusService } from './plus/service';
import type { StripeGateway } from './plus/stripe-gateway';
import { plusRoutes } from './plus/routes';
import { createAiPartnerService } from './ai-partner/service';
import { aiPartnerRoutes } from './ai-partner/routes';
import { createTrainingService } from './training/service';
import { trainingRoutes } from './training/routes';
import { createTasksService } from './tasks/service';
import { tasksRoutes } from './tasks/routes';
import { createModerationService } from './moderation/service';
import { registerModeration } from './moderation/routes';
import { createProgressService } from './progress/service';
import { progressRoutes } from './progress/routes';
import { createSpeechService } from './speech/service';
import { speechRoutes } from './speech/routes';

export const APP_VERSION = '0.1.0';

/** `stripe`: the payment gateway built (asynchronously) from the configuration, null when not configured. */
export function createServices(ctx: AppContext, gateways: { stripe: StripeGateway | null }) {
  const accounts = createAccountsService(ctx);
  const reference = createReferenceService(ctx);
  const health = createHealthService(ctx, APP_VERSION);
  const friends = createFriendsService(ctx);
  const plus = createPlusService(ctx, { stripe: gateways.stripe, aiPartnerAvailable: () => aiPartner.available });
  const chat = createChatService(ctx, friends, plus.quota);
  const companions = createCompanionsService(ctx, { quota: plus.quota });
  const dictionary = createDictionaryService(ctx, { reference, favorites: createFavoriteLookup(ctx) });
  const aiPartner = createAiPartnerService(ctx, { quota: plus.quota, dictionary });
  const contributions = createContributionsService(ctx, { dictionary, reference, accounts });
  const favorites = createFavoritesService(ctx, { dictionary });
  accounts.deletion.onDelete((tx, userId) => favorites.deleteAllOf(tx, userId));
  const translate = createTranslateService(ctx, { lexicon: dictionary.lexicon, favorites: favorites.items, quota: plus.quota });
  accounts.deletion.onDelete((tx, userId) => translate.deleteAllOf(tx, userId));
  const chatTranslate = createMessageTranslation(ctx, { chat, translate });
  const languagePairs = createLanguagePairsService(ctx);
  dictionary.onContentChanged(() => languagePairs.refresh());
  const feed = createFeedService(ctx, { complaints: { fileFeedComplaint: (viewer, c) => contributions.complaints.feedContent(viewer, c) } });
  accounts.deletion.onDelete((tx, userId) => feed.deleteAllOf(tx, userId));
  const speech = createSpeechService(ctx, { dictionary });
  const training = createTrainingService(ctx, { dictionary, favorites, feed: feed.feed, speech: speech.lessons });
  feed.feed.registerType('selection', training.feedLoader);
  feed.feed.registerType('video', training.videoFeedLoader);
  accounts.deletion.onDelete((tx, userId) => training.deleteAllOf(tx, userId));
  const tasks = createTasksService(ctx, { contributions });
  const moderation = createModerationService(ctx, { contributions, feed, accounts });
  accounts.deletion.onDelete((tx, userId) => moderation.deleteAllOf(tx, userId));
  // Notifications: other modules' after-commit events become notifications (sources/*.ts).
  const notifications = createNotificationsService(ctx);
  accounts.deletion.onDelete((tx, userId) => notifications.deleteAllOf(tx, userId));
  feed.events.on(notifications.sources.feed);
  chat.events.on(notifications.sources.chat);
  friends.events.on(notifications.sources.friends);
  contributions.events.on(notifications.sources.contributions);
  training.events.on(notifications.sources.training);
  tasks.events.on(notifications.sources.tasks);
  plus.events.on(notifications.sources.plus);
  notifications.scheduleReminders({ training: training.activity, accounts: accounts.activity, tasks: tasks.newTasks, plus: plus.subscriptions, chat: chat.activity });
  moderation.events.on(notifications.sources.moderation);
  // Progress: after-commit events of other modules -> level and achievement checks (realtime).
  const progress = createProgressService(ctx);
  progress.events.on(notifications.sources.progress);
  contributions.points.on((e) => progress.check(e.userIds));
  contributions.events.on((e) => (e.type === 'task.decided' ? progress.check([e.materialAuthorId, e.complainerId, e.moderatorId]) : undefined));
  feed.events.on((e) => (e.type === 'followed' ? progress.check([e.followerId, e.followeeId]) : e.type === 'item.published' ? progress.check([e.authorId]) : undefined));
  friends.events.on((e) => (e.action === 'accepted' ? progress.check([e.actorId, e.otherId]) : undefined));
  training.events.on((e) => (e.type === 'daily_goal.reached' || e.type === 'lesson.completed' ? progress.check([e.userId]) : undefined));
  const dictionaryAdmin = createDictionaryAdminService({ dictionary, imports: createDictionaryImports(ctx) });
  const openData = createOpenDataService(ctx);
  return { reference, health, friends, chat, companions, accounts, dictionary, dictionaryAdmin, openData, favorites, translate, contributions, languagePairs, feed, training, tasks, moderation, notifications, plus, aiPartner, progress, speech, chatTranslate };
}

export type Services = ReturnType<typeof createServices>;

export async function registerModules(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(healthRoutes(services.health), { prefix: '/api' });
  await app.register(referenceRoutes(services.reference), { prefix: '/api' });
  await app.register(dictionaryRoutes(services.dictionary, { production: services.dictionary.production }), {
    prefix: '/api',
  });
  await registerAccounts(app, services.accounts);
  await app.register(friendsRoutes(services.friends), { prefix: '/api' });
  await app.register(chatRoutes(services.chat), { prefix: '/chat-api' });
  await app.register(chatTranslateRoutes(services.chatTranslate, { rateLimit: services.translate.rateLimit }), { prefix: '/chat-api' });
  await app.register(companionsRoutes(services.companions), { prefix: '/api' });
  await app.register(contributionsRoutes(services.contributions), { prefix: '/api' });
  await app.register(favoritesRoutes(services.favorites), { prefix: '/api' });
  await app.register(translateRoutes(services.translate), { prefix: '/api' });
  await app.register(languagePairsRoutes(services.languagePairs), { prefix: '/api' });
  await app.register(dictionaryAdminRoutes(services.dictionaryAdmin), { prefix: '/api' });
  await app.register(openDataRoutes(services.openData), { prefix: '/api' });
  await app.register(dumpFilesRoutes(services.openData));
  await app.register(feedRoutes(services.feed), { prefix: '/api' });
  await app.register(trainingRoutes(services.training), { prefix: '/api' });
  await app.register(tasksRoutes(services.tasks), { prefix: '/api' });
  await registerModeration(app, services.moderation);
  await app.register(progressRoutes(services.progress), { prefix: '/api' });
  await app.register(notificationsRoutes(services.notifications), { prefix: '/api' });
  app.addHook('onClose', () => services.notifications.flush());
  app.addHook('onClose', () => services.dictionary.readModel.idle());
  await app.register(plusRoutes(services.plus), { prefix: '/api' });
  await app.register(aiPartnerRoutes(services.aiPartner), { prefix: '/api' });
  await app.register(speechRoutes(services.speech, { rateLimit: services.speech.rateLimit }), { prefix: '/api' });
  app.addHook('onClose', () => services.translate.close());
  app.addHook('onClose', () => services.companions.close());
  app.addHook('onClose', () => services.accounts.close());
}

/** On an empty dictionary (first start), the built-in demo dictionary; main.ts calls it when DEMO_DATA is on. */
export async function seedDemoData(services: Services): Promise<void> {
  await services.dictionary.seed.demoIfEmpty();
  // A short captioned video, so the video pages work offline too (when there is no video yet).
  const author = await services.accounts.admin.demoAuthor();
  await services.training.demoVideo.seedIfNone(author.id, author.uuid);
}

/** pg_advisory_lock key held while an instance seeds (any constant no other lock uses). */
const SEED_LOCK_KEY = 7_245_310_003;

/**
 * The seeds of a start, one instance at a time: two instances started at once on an empty
 * PostgreSQL database would both find no demo video and both add it (check, then insert). PGlite
 * has one process.
 */
export async function seedAtStart(database: Database, services: Services, demo: boolean): Promise<void> {
  const seed = async () => {
    await seedReferenceData(services);
    if (demo) await seedDemoData(services);
  };
  if (!database.pool) return seed();
  await withAdvisoryLock(database.pool, SEED_LOCK_KEY, seed);
}

/** Work done once at start after migrations: reference data and other idempotent seeds. */
export async function seedReferenceData(services: Services): Promise<void> {
  await services.reference.seed();
  await services.notifications.news.seed();
}

/** Socket commands of the modules (client -> server over /broadcast), after services exist. */
export function registerSocketHandlers(ctx: AppContext, services: Services): void {
  chatSocketHandlers(ctx, services.chat);
}
