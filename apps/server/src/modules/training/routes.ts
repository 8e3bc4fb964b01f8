// The training module's HTTP routes under /api (community.md §7 Education): selections, their
// lists and social side, lessons and activity; videos. Wiring only; each file is one area.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { discoverRoutes } from './routes/discover';
import { lessonRoutes } from './routes/lessons';
import { selectionRoutes } from './routes/selections';
import { socialRoutes } from './routes/social';
import { videoListRoutes } from './routes/video-lists';
import { videoRoutes } from './routes/videos';
import type { TrainingService } from './service';

export function trainingRoutes(service: TrainingService): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(discoverRoutes(service));
    await app.register(selectionRoutes(service));
    await app.register(socialRoutes(service));
    await app.register(lessonRoutes(service));
    await app.register(videoListRoutes(service));
    await app.register(videoRoutes(service));
  };
}
