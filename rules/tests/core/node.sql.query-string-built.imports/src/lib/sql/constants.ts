// Constants and types other modules build SQL from (imported through the index file and an alias).
export const EVENTS_TABLE = 'website_event';
export const METRIC_COLUMNS = ['pageviews', 'visitors', 'bounces'] as const;
export const SESSION_TABLE = `${EVENTS_TABLE}_session`;

export enum Unit {
  Hour = 'hour',
  Day = 'day',
}

export type Direction = 'asc' | 'desc';

export interface PageQuery {
  limit: number;
  search: string;
}

// set at start-up from the environment: not a constant of the code
export let tenantSchema = 'public';
export function useTenant(name: string) {
  tenantSchema = name;
}
