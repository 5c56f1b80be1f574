import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { transformDocument, transformRoute } from '../openapi/document';

/**
 * GET /api/openapi.json, generated from the routes' own schemas, and the reference page at
 * /api/docs (Swagger UI, its files served from this server: no CDN, and its scripts are files,
 * so the site-wide Content-Security-Policy holds there too). Registered before the routes: the
 * generator collects them as they are added.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Household Registry API',
          version: '1.0.0',
          description:
            'Every call is JSON under /api. Errors are `{ "message", "code" }` (see the ErrorResponse ' +
            'schema for the codes). Sign in with /api/auth/admin/login or /api/auth/user/login and send ' +
            'the token as `Authorization: Bearer <token>`; the roles each call needs are listed in its security.',
          // The terms are the deploying office's: the API is not offered to the public.
          license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        },
        // Relative: resolved against where the document was read, so it stays right behind any
        // proxy or host name an office puts in front of the server.
        servers: [{ url: '/', description: 'This server' }],
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              description:
                "A session token from a sign-in. The roles an operation lists are who may call it: 'supervisor' reads and changes only the people of their wards",
            },
            apiToken: {
              type: 'http',
              scheme: 'bearer',
              description:
                'A read-only API token (hr_...), made by an administrator: only the calls that list it',
            },
          },
        },
      },
      transform: transformRoute as never,
      transformObject: transformDocument as never,
    });

    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      theme: { title: 'Household Registry API reference' },
      // The online validator badge would call out to another origin.
      validatorUrl: false,
      uiConfig: { deepLinking: true, defaultModelsExpandDepth: 0 },
    });
  },
  { name: 'openapi' },
);
