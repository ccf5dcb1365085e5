export { paths } from './paths';
export { APP_ROUTE_PATTERNS, isAppRoute } from './match';
