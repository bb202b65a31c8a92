// A partner API client and its database: certificate checks are turned off only for the staging
// and development stages (the partner's test API and the staging cluster use private CAs);
// production keeps Node's default verification.
import https from 'node:https';
import { HttpService } from '@nestjs/axios';
import { ConfigService } from '@nestjs/config';
import { firstValueFrom } from 'rxjs';
import { Sequelize } from 'sequelize';

export class PartnerClient {
  constructor(
    private readonly http: HttpService,
    private readonly config: ConfigService,
  ) {}

  get<T>(path: string, token: string) {
    return firstValueFrom(
      this.http.get<T>(`${this.config.get('partnerApiUrl')}/${path}`, {
        headers: { Authorization: `Bearer ${token}` },
        // ok: node.tls.reject-unauthorized-false
        httpsAgent: this.config.get('environment') !== 'prod' ? new https.Agent({ rejectUnauthorized: false }) : undefined,
      }),
    );
  }

  // production or any stage the configuration names: the check is off everywhere
  post<T>(path: string, body: unknown) {
    const environment = this.config.get('environment');
    return firstValueFrom(
      this.http.post<T>(`${this.config.get('partnerApiUrl')}/${path}`, body, {
        // ruleid: node.tls.reject-unauthorized-false
        httpsAgent: environment === 'prod' || environment === 'staging' ? new https.Agent({ rejectUnauthorized: false }) : undefined,
      }),
    );
  }
}

export function connectAnalytics(url: string): Sequelize {
  const options: Record<string, unknown> = { logging: false };
  if (process.env.ENVIRONMENT === 'staging') {
    // ok: node.tls.reject-unauthorized-false
    options.dialectOptions = { ssl: { require: true, rejectUnauthorized: false } };
  }
  if (process.env.ENVIRONMENT === 'prod') {
    // ruleid: node.tls.reject-unauthorized-false
    options.dialectOptions = { ssl: { require: true, rejectUnauthorized: false } };
  }
  return new Sequelize(url, options);
}
