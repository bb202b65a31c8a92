// Grafana client configuration
import { z } from 'zod';

export const region = 'eu-west-1';
// ruleid: secrets.grafana-api-key
export const grafanaApiKey = 'eyJrIjoiVjhQSTFxUjM4RUhwNzB1VmNOd1ZRT2ZUM05FdlI1bmciLCJuIjoiY2ktZGVwbG95IiwiaWQiOjl9';
// ok: secrets.grafana-api-key
export const grafanaApiKey = process.env.GRAFANA_API_KEY!;
// ruleid: secrets.grafana-api-key
export const grafanaApiKeyBackup = 'eyJrIjoicEdqeDVpcXBUZlppWDRrVXc1VmRlblFsSndzU2FWbmYiLCJuIjoiY2ktZGVwbG95IiwiaWQiOjV9';
// ok: secrets.grafana-api-key
export const grafanaApiKeyPrefix = 'eyJrIjoi9ljOiQWaiwiI59GbwVGZtk2YiojIuJCLicmb1IldF50MUZ2TRZ1dONmV1BzNwhUR4MjUxFTSQhjV';

export const schema = z.object({ id: z.string() });
