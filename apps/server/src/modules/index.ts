// The module registry: services are created here (a module uses another only through its
// service) and each module's routes are mounted under their base path.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context';
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
import { createFeedService } from './feed/service';
import { feedRoutes } from './feed/routes';

export const APP_VERSION = '0.1.0';

export function createServices(ctx: AppContext) {
  const accounts = createAccountsService(ctx);
  const reference = createReferenceService(ctx);
  const health = createHealthService(ctx, APP_VERSION);
  const friends = createFriendsService(ctx);
  const chat = createChatService(ctx, friends);
  const companions = createCompanionsService(ctx);
  const dictionary = createDictionaryService(ctx, { reference, favorites: createFavoriteLookup(ctx) });
  const contributions = createContributionsService(ctx, { dictionary, reference, accounts });
  const favorites = createFavoritesService(ctx, { dictionary });
  accounts.deletion.onDelete((tx, userId) => favorites.deleteAllOf(tx, userId));
  const translate = createTranslateService(ctx, { lexicon: dictionary.lexicon, favorites: favorites.items });
  accounts.deletion.onDelete((tx, userId) => translate.deleteAllOf(tx, userId));
  const languagePairs = createLanguagePairsService(ctx);
  const feed = createFeedService(ctx, { complaints: { fileFeedComplaint: (viewer, c) => contributions.complaints.feedContent(viewer, c) } });
  accounts.deletion.onDelete((tx, userId) => feed.deleteAllOf(tx, userId));
  return { reference, health, friends, chat, companions, accounts, dictionary, favorites, translate, contributions, languagePairs, feed };
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
  await app.register(companionsRoutes(services.companions), { prefix: '/api' });
  await app.register(contributionsRoutes(services.contributions), { prefix: '/api' });
  await app.register(favoritesRoutes(services.favorites), { prefix: '/api' });
  await app.register(translateRoutes(services.translate), { prefix: '/api' });
  await app.register(languagePairsRoutes(services.languagePairs), { prefix: '/api' });
  await app.register(feedRoutes(services.feed), { prefix: '/api' });
  app.addHook('onClose', () => services.translate.close());
  app.addHook('onClose', () => services.companions.close());
  app.addHook('onClose', () => services.accounts.close());
}

/** On an empty dictionary (first start), the built-in demo dictionary; main.ts calls it when DEMO_DATA is on. */
export async function seedDemoData(services: Services): Promise<void> {
  await services.dictionary.seed.demoIfEmpty();
}

/** Work done once at start after migrations: reference data and other idempotent seeds. */
export async function seedReferenceData(services: Services): Promise<void> {
  await services.reference.seed();
}

/** Socket commands of the modules (client -> server over /broadcast), after services exist. */
export function registerSocketHandlers(ctx: AppContext, services: Services): void {
  chatSocketHandlers(ctx, services.chat);
}
