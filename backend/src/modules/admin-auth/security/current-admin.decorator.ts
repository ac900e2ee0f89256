import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { AdminActor } from './admin-actor';

/** The admin AdminGuard authenticated; use it as the actor of every command the route sends. */
export const CurrentAdmin = createParamDecorator((_data: unknown, context: ExecutionContext): AdminActor => {
  const { user } = context.switchToHttp().getRequest<{ user: AdminActor }>();
  return { kind: 'admin', id: user.id, email: user.email };
});
