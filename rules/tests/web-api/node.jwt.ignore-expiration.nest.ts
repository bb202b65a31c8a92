// A NestJS service verifying through JwtService: the options object is a verify call's.
import { Injectable } from '@nestjs/common';
import { JwtService } from './jwt.service';

@Injectable()
export class SessionService {
  constructor(private readonly jwtService: JwtService) {}

  async decode(token: string) {
    // ruleid: node.jwt.ignore-expiration
    return this.jwtService.verifyAsync(token, { ignoreExpiration: true });
  }
}
