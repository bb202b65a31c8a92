import { Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';

// signs the caller in from the bearer token; says nothing about what they may do
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {}
