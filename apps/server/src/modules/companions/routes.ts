import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  citiesQuery,
  cityListResponse,
  companionListResponse,
  countriesQuery,
  countryCodeParams,
  countryListResponse,
  geolocationBody,
  geolocationResponse,
  langSearchQuery,
  nearbyQuery,
  publicCompanionListResponse,
  publicLangSearchQuery,
} from '@glossa/contract';
import { requireViewer } from '../../platform/auth/viewer';
import type { CompanionsService } from './service';

const tags = ['Companions'];
const security = [{ bearer: [] }];

export function companionsRoutes(service: CompanionsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users/lang-search',
      { schema: { tags, security, querystring: langSearchQuery, response: { 200: companionListResponse }, summary: 'Find language-exchange companions (cached 10 minutes per filters)' } },
      async (request) => ({ data: await service.langSearch(requireViewer(request), request.query) }),
    );
    app.get(
      '/users/search/nearby',
      { schema: { tags, security, querystring: nearbyQuery, response: { 200: companionListResponse }, summary: 'Companions near the stored location, nearest first (400 USER_LOCATION_NOT_SET without one)' } },
      async (request) => ({ data: await service.nearby(requireViewer(request), request.query) }),
    );
    app.get(
      '/users-by-lang-search',
      { schema: { tags, querystring: publicLangSearchQuery, response: { 200: publicCompanionListResponse }, summary: 'Public companion search by language (no login)' } },
      async (request) => ({ data: await service.publicSearch(request.query) }),
    );
    app.patch(
      '/user/profile/geolocation',
      {
        schema: {
          tags,
          security,
          body: geolocationBody,
          response: { 200: geolocationResponse },
          summary: 'Store the position if it moved more than 100 km (else 400 USER_NEW_LOCATION_EQUAL_WITH_OLD_LOCATION, which clients treat as success)',
        },
      },
      async (request) => ({ data: await service.updateLocation(requireViewer(request), request.body) }),
    );
    app.get('/countries', { schema: { tags: ['Places'], querystring: countriesQuery, response: { 200: countryListResponse }, summary: 'Countries (English names)' } }, async (request) => ({
      data: await service.countries(request.query.query, request.query.limit),
    }));
    app.get(
      '/countries/:code/cities',
      { schema: { tags: ['Places'], params: countryCodeParams, querystring: citiesQuery, response: { 200: cityListResponse }, summary: 'Cities of a country (English names; query of 3+ characters)' } },
      async (request) => ({ data: await service.cities(request.params.code, request.query.query, request.query.limit) }),
    );
  };
}
