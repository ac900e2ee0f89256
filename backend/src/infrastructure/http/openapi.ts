import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { enrichOpenApi } from './openapi-enrich';

/** OpenAPI description and UI at /api/docs (JSON at /api/docs-json). */
export function setupOpenApi(app: INestApplication): void {
  const document = enrichOpenApi(app, SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Baan Talay API')
      .setDescription(
        'Guest calls carry the booking access token as X-Booking-Token; admin calls a bearer JWT from POST /api/admin/auth/login.',
      )
      .setVersion('1.0')
      .addServer('/')
      .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'bearerAuth')
      .addApiKey({ type: 'apiKey', in: 'header', name: 'X-Booking-Token' }, 'booking-token')
      .build(),
  ));
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
