import knex from 'knex';
import { config } from './config';

export const searchDb = knex({ client: 'pg', connection: config.searchDatabaseUrl, pool: { min: 0, max: 4 } });
