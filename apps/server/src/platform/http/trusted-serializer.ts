// Answers the server builds itself (its own SQL, its own presenters) need no re-validation on the
// hot path: in production such a route's answer goes straight to JSON.stringify. Elsewhere (tests,
// development) it is encoded through its zod schema as every other route's, and the two must be
// byte for byte the same, so a presenter that drifts from the contract fails there.
import { serializerCompiler } from 'fastify-type-provider-zod';

type Route = Parameters<typeof serializerCompiler>[0];
/** Fits any route's `serializerCompiler` option (it only reads the route's schema, method and url). */
type Compiler = (route: { schema: unknown; method: string; url: string }) => (data: unknown) => string;

export function trustedSerializer(production: boolean): Compiler {
  if (production) return () => (data) => JSON.stringify(data);
  return (route) => {
    const checked = serializerCompiler(route as Route);
    return (data) => {
      const encoded = checked(data);
      const direct = JSON.stringify(data);
      if (encoded !== direct)
        throw new Error(`${route.method} ${route.url}: the answer differs from its schema's encoding:\n${direct}\n${encoded}`);
      return direct;
    };
  };
}
