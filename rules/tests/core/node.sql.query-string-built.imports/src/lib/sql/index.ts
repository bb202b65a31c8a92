export * from './constants';
export { EVENTS_TABLE as DEFAULT_TABLE } from './constants';
