import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';

// a session guard that lets only staff accounts through
@Injectable()
export class StaffSessionGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest();
    return Boolean(request.session?.user) && request.session.user.role === 'staff';
  }
}
