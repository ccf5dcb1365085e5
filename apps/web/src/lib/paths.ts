// Route paths live in the domain so the server knows the same route table (docs/decisions/016).
export { paths } from '@charla/domain/routes';
